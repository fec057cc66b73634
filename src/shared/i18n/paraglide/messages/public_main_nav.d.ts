/**
* | output |
* | --- |
* | "Main" |
*
* @param {Public_Main_NavInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_main_nav: ((inputs?: Public_Main_NavInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Main_NavInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Main_NavInputs = {};
