/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profile_Tab_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_tab_profile: ((inputs?: Profile_Tab_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Tab_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Tab_ProfileInputs = {};
