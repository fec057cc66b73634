/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Settings_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sign_out: ((inputs?: Settings_Sign_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sign_OutInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sign_OutInputs = {};
