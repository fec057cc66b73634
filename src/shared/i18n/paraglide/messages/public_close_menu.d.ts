/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Public_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_close_menu: ((inputs?: Public_Close_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Close_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Close_MenuInputs = {};
