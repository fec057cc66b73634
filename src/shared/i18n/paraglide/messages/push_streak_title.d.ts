/**
* | output |
* | --- |
* | "Keep the streak going" |
*
* @param {Push_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_streak_title: ((inputs?: Push_Streak_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Streak_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Streak_TitleInputs = {};
