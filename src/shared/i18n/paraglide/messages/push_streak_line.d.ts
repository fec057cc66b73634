/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name}’s {count}-day streak needs today’s training." |
* | "other" | "{name}’s {count}-day streak needs today’s training." |
*
* @param {Push_Streak_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_streak_line: ((inputs: Push_Streak_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Streak_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Streak_LineInputs = {
    count: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
