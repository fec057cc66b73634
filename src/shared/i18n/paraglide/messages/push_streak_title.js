/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Streak_TitleInputs */

const en_push_streak_title = /** @type {(inputs: Push_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the streak going`)
};

const es_push_streak_title = /** @type {(inputs: Push_Streak_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que no se corte la racha`)
};

/**
* | output |
* | --- |
* | "Keep the streak going" |
*
* @param {Push_Streak_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_streak_title = /** @type {((inputs?: Push_Streak_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Streak_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_push_streak_title(inputs)
	return en_push_streak_title(inputs)
});