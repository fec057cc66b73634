/**
* | output |
* | --- |
* | "What other families see" |
*
* @param {Settings_Others_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_others_see: ((inputs?: Settings_Others_SeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Others_SeeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Others_SeeInputs = {};
