/**
* | output |
* | --- |
* | "You'll stay signed in here; other devices are signed out." |
*
* @param {Settings_Change_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_change_password_hint: ((inputs?: Settings_Change_Password_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Change_Password_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Change_Password_HintInputs = {};
