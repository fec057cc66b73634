/**
* | output |
* | --- |
* | "Someone asked to reset the password of your {academy} account. If it was you, use the link below within an hour. It works once." |
*
* @param {Email_Reset_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_body: ((inputs: Email_Reset_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Reset_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Reset_BodyInputs = {
    academy: NonNullable<unknown>;
};
