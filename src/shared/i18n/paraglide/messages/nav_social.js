/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SocialInputs */

const en_nav_social = /** @type {(inputs: Nav_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social`)
};

const es_nav_social = /** @type {(inputs: Nav_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social`)
};

/**
* | output |
* | --- |
* | "Social" |
*
* @param {Nav_SocialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_social = /** @type {((inputs?: Nav_SocialInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SocialInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_social(inputs)
	return en_nav_social(inputs)
});