/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_Up_FormInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_form: ((inputs?: Auth_Sign_Up_FormInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_FormInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Up_FormInputs = {};
