/**
* | output |
* | --- |
* | "Only these. No newsletters, and we never share your address." |
*
* @param {Settings_Emails_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_emails_only: ((inputs?: Settings_Emails_OnlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Emails_OnlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Emails_OnlyInputs = {};
