/**
* | output |
* | --- |
* | "How the academy greets you, e.g. Maria" |
*
* @param {Auth_Display_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_display_name_hint: ((inputs?: Auth_Display_Name_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Display_Name_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Display_Name_HintInputs = {};
