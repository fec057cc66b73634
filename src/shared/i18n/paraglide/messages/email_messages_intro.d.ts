/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have a message from the academy that you have not read yet:" |
* | "other" | "You have {count} messages from the academy that you have not read yet:" |
*
* @param {Email_Messages_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_intro: ((inputs: Email_Messages_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Messages_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Messages_IntroInputs = {
    count: NonNullable<unknown>;
};
