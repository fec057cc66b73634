/**
* | output |
* | --- |
* | "Checking your session" |
*
* @param {Shell_Checking_SessionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_checking_session: ((inputs?: Shell_Checking_SessionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Checking_SessionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Checking_SessionInputs = {};
