/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Public_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_open_menu: ((inputs?: Public_Open_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Open_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Open_MenuInputs = {};
