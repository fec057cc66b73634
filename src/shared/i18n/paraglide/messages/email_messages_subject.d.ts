/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{academy}: {count} new message" |
* | "other" | "{academy}: {count} new messages" |
*
* @param {Email_Messages_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_subject: ((inputs: Email_Messages_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Messages_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Messages_SubjectInputs = {
    count: NonNullable<unknown>;
    academy: NonNullable<unknown>;
};
