/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Public_Nav_AcademyInputs */

const en_public_nav_academy = /** @type {(inputs: Public_Nav_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academy`)
};

const es_public_nav_academy = /** @type {(inputs: Public_Nav_AcademyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Academia`)
};

/**
* | output |
* | --- |
* | "Academy" |
*
* @param {Public_Nav_AcademyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_academy = /** @type {((inputs?: Public_Nav_AcademyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Public_Nav_AcademyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_public_nav_academy(inputs)
	return en_public_nav_academy(inputs)
});