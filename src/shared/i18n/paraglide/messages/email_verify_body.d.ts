/**
* | output |
* | --- |
* | "Welcome to {academy}! Please confirm your e-mail address to finish creating your account. The link works for 24 hours." |
*
* @param {Email_Verify_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_body: ((inputs: Email_Verify_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Verify_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Verify_BodyInputs = {
    academy: NonNullable<unknown>;
};
