/**
* | output |
* | --- |
* | "Only an athlete's first name and initial, on rankings and in the social hub. Birth dates, contacts and medical notes stay with you and the coaches." |
*
* @param {Settings_Others_See_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_others_see_body: ((inputs?: Settings_Others_See_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Others_See_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Others_See_BodyInputs = {};
