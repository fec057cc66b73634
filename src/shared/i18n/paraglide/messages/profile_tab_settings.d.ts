/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Profile_Tab_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_tab_settings: ((inputs?: Profile_Tab_SettingsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Tab_SettingsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Tab_SettingsInputs = {};
