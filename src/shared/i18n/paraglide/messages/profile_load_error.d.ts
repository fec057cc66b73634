/**
* | output |
* | --- |
* | "We couldn't load your profile." |
*
* @param {Profile_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_load_error: ((inputs?: Profile_Load_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Load_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Load_ErrorInputs = {};
