/**
* | output |
* | --- |
* | "Signed In" |
*
* @param {Auth_Signed_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_title: ((inputs?: Auth_Signed_In_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signed_In_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signed_In_TitleInputs = {};
