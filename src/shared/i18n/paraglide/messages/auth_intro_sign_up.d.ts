/**
* | output |
* | --- |
* | "Create your family's account, then add your athletes." |
*
* @param {Auth_Intro_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_intro_sign_up: ((inputs?: Auth_Intro_Sign_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Intro_Sign_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Intro_Sign_UpInputs = {};
