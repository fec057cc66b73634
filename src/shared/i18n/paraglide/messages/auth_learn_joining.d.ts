/**
* | output |
* | --- |
* | "Learn about joining" |
*
* @param {Auth_Learn_JoiningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_learn_joining: ((inputs?: Auth_Learn_JoiningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Learn_JoiningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Learn_JoiningInputs = {};
