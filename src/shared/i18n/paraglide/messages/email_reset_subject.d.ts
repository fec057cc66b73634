/**
* | output |
* | --- |
* | "Reset your {academy} password" |
*
* @param {Email_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_subject: ((inputs: Email_Reset_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_SubjectInputs = {
    academy: NonNullable<unknown>;
};
