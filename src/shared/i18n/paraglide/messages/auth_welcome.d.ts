/**
* | output |
* | --- |
* | "Welcome to Bravo Academy" |
*
* @param {Auth_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_welcome: ((inputs?: Auth_WelcomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_WelcomeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_WelcomeInputs = {};
