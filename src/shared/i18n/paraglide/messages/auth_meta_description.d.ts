/**
* | output |
* | --- |
* | "Sign in to Bravo Academy, or create your family's account." |
*
* @param {Auth_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_meta_description: ((inputs?: Auth_Meta_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Meta_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Meta_DescriptionInputs = {};
