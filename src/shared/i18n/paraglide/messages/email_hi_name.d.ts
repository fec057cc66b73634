/**
* | output |
* | --- |
* | "Hi {name}," |
*
* @param {Email_Hi_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_hi_name: ((inputs: Email_Hi_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Hi_NameInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Hi_NameInputs = {
    name: NonNullable<unknown>;
};
