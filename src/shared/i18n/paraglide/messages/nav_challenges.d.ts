/**
* | output |
* | --- |
* | "Challenges" |
*
* @param {Nav_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_challenges: ((inputs?: Nav_ChallengesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_ChallengesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_ChallengesInputs = {};
