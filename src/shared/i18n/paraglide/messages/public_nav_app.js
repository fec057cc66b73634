/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Public_Nav_AppInputs */

const en_public_nav_app = /** @type {(inputs: Public_Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bravo App`)
};

const es_public_nav_app = /** @type {(inputs: Public_Nav_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App Bravo`)
};

/**
* | output |
* | --- |
* | "Bravo App" |
*
* @param {Public_Nav_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_nav_app = /** @type {((inputs?: Public_Nav_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Public_Nav_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_public_nav_app(inputs)
	return en_public_nav_app(inputs)
});