/**
* | output |
* | --- |
* | "The address you sign in with. It can't be changed here." |
*
* @param {Settings_Email_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_email_hint: ((inputs?: Settings_Email_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_HintInputs = {};
