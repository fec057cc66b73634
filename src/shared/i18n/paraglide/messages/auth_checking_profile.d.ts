/**
* | output |
* | --- |
* | "Checking your profile" |
*
* @param {Auth_Checking_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_checking_profile: ((inputs?: Auth_Checking_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Checking_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Checking_ProfileInputs = {};
