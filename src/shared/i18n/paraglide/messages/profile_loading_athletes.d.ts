/**
* | output |
* | --- |
* | "Loading athletes" |
*
* @param {Profile_Loading_AthletesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_loading_athletes: ((inputs?: Profile_Loading_AthletesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Loading_AthletesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Loading_AthletesInputs = {};
