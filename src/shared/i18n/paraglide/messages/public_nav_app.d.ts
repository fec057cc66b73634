/**
* | output |
* | --- |
* | "Bravo App" |
*
* @param {Public_Nav_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_app: ((inputs?: Public_Nav_AppInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Nav_AppInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Nav_AppInputs = {};
