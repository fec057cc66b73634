/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Profile_Tab_BillingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_tab_billing: ((inputs?: Profile_Tab_BillingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Tab_BillingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Tab_BillingInputs = {};
