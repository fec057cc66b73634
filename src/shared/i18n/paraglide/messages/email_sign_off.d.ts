/**
* | output |
* | --- |
* | "{academy}, 4S Ranch, San Diego" |
*
* @param {Email_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_sign_off: ((inputs: Email_Sign_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Sign_OffInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Sign_OffInputs = {
    academy: NonNullable<unknown>;
};
