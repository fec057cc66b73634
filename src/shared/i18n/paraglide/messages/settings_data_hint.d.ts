/**
* | output |
* | --- |
* | "Download everything the academy keeps about your family as a JSON file, or delete the account for good." |
*
* @param {Settings_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_data_hint: ((inputs?: Settings_Data_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_HintInputs = {};
