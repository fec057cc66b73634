/**
* | output |
* | --- |
* | "E-mails we send" |
*
* @param {Settings_Emails_We_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_emails_we_send: ((inputs?: Settings_Emails_We_SendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Emails_We_SendInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Emails_We_SendInputs = {};
