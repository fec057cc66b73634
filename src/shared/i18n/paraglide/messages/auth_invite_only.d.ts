/**
* | output |
* | --- |
* | "Bravo Academy is invite-only." |
*
* @param {Auth_Invite_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_invite_only: ((inputs?: Auth_Invite_OnlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_OnlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Invite_OnlyInputs = {};
