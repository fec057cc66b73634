/**
* | output |
* | --- |
* | "Coach" |
*
* @param {Public_Nav_CoachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_coach: ((inputs?: Public_Nav_CoachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Nav_CoachInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Nav_CoachInputs = {};
