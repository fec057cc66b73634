/**
* | output |
* | --- |
* | "{title}: “{body}”" |
*
* @param {Email_Messages_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_item: ((inputs: Email_Messages_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Messages_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Messages_ItemInputs = {
    title: NonNullable<unknown>;
    body: NonNullable<unknown>;
};
