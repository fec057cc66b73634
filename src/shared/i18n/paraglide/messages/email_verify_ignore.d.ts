/**
* | output |
* | --- |
* | "If you did not sign up, ignore this e-mail." |
*
* @param {Email_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_ignore: ((inputs?: Email_Verify_IgnoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verify_IgnoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verify_IgnoreInputs = {};
