/**
* | output |
* | --- |
* | "{academy}: {title}" |
*
* @param {Email_Message_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_message_subject: ((inputs: Email_Message_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Message_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Message_SubjectInputs = {
    academy: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
