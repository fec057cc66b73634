/**
* | output |
* | --- |
* | "Sign Out Error" |
*
* @param {Auth_Sign_Out_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_error: ((inputs?: Auth_Sign_Out_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Out_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Out_ErrorInputs = {};
