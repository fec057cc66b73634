/**
* | output |
* | --- |
* | "Confirm your {academy} account" |
*
* @param {Email_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_subject: ((inputs: Email_Verify_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verify_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verify_SubjectInputs = {
    academy: NonNullable<unknown>;
};
