/**
* | output |
* | --- |
* | "Continue Profile Setup" |
*
* @param {Auth_Continue_SetupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_continue_setup: ((inputs?: Auth_Continue_SetupInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Continue_SetupInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Continue_SetupInputs = {};
