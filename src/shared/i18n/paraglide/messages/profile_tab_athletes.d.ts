/**
* | output |
* | --- |
* | "Athletes" |
*
* @param {Profile_Tab_AthletesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_tab_athletes: ((inputs?: Profile_Tab_AthletesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Tab_AthletesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Tab_AthletesInputs = {};
