/**
* | output |
* | --- |
* | "Sign in to follow your athletes' training and progress." |
*
* @param {Auth_Intro_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_intro_sign_in: ((inputs?: Auth_Intro_Sign_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Intro_Sign_InInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Intro_Sign_InInputs = {};
