/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ChallengesInputs */

const en_nav_challenges = /** @type {(inputs: Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Challenges`)
};

const es_nav_challenges = /** @type {(inputs: Nav_ChallengesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desafíos`)
};

/**
* | output |
* | --- |
* | "Challenges" |
*
* @param {Nav_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_challenges = /** @type {((inputs?: Nav_ChallengesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ChallengesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_challenges(inputs)
	return en_nav_challenges(inputs)
});