/**
* | output |
* | --- |
* | "Read and reply in the app. The academy never asks for your password by e-mail." |
*
* @param {Email_Messages_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_reply: ((inputs?: Email_Messages_ReplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Messages_ReplyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Messages_ReplyInputs = {};
