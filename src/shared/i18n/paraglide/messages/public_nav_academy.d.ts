/**
* | output |
* | --- |
* | "Academy" |
*
* @param {Public_Nav_AcademyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_academy: ((inputs?: Public_Nav_AcademyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Nav_AcademyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Nav_AcademyInputs = {};
