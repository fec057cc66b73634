/**
* | output |
* | --- |
* | "{academy}, 4S Ranch, San Diego. You can turn these e-mails off in Settings, Notifications." |
*
* @param {Email_Messages_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_sign_off: ((inputs: Email_Messages_Sign_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Messages_Sign_OffInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Messages_Sign_OffInputs = {
    academy: NonNullable<unknown>;
};
