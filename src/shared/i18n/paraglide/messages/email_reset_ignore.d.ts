/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this e-mail: your password stays the same." |
*
* @param {Email_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_ignore: ((inputs?: Email_Reset_IgnoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_IgnoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_IgnoreInputs = {};
