/**
* | output |
* | --- |
* | "App" |
*
* @param {Shell_App_NavInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_app_nav: ((inputs?: Shell_App_NavInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_App_NavInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_App_NavInputs = {};
