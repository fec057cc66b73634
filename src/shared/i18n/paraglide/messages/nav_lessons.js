/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LessonsInputs */

const en_nav_lessons = /** @type {(inputs: Nav_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lessons`)
};

const es_nav_lessons = /** @type {(inputs: Nav_LessonsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecciones`)
};

/**
* | output |
* | --- |
* | "Lessons" |
*
* @param {Nav_LessonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_lessons = /** @type {((inputs?: Nav_LessonsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LessonsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_lessons(inputs)
	return en_nav_lessons(inputs)
});