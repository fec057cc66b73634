/**
* | output |
* | --- |
* | "Already signed in as" |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as: ((inputs?: Auth_Signed_In_AsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_AsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signed_In_AsInputs = {};
