/**
* | output |
* | --- |
* | "New message from {name}" |
*
* @param {Push_New_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_new_message: ((inputs: Push_New_MessageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_New_MessageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_New_MessageInputs = {
    name: NonNullable<unknown>;
};
