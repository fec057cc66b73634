/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Public_Nav_CoachInputs */

const en_public_nav_coach = /** @type {(inputs: Public_Nav_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach`)
};

const es_public_nav_coach = /** @type {(inputs: Public_Nav_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrenador`)
};

/**
* | output |
* | --- |
* | "Coach" |
*
* @param {Public_Nav_CoachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_coach = /** @type {((inputs?: Public_Nav_CoachInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Public_Nav_CoachInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_public_nav_coach(inputs)
	return en_public_nav_coach(inputs)
});