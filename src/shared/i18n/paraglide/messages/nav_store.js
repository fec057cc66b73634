/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_StoreInputs */

const en_nav_store = /** @type {(inputs: Nav_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Store`)
};

const es_nav_store = /** @type {(inputs: Nav_StoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tienda`)
};

/**
* | output |
* | --- |
* | "Store" |
*
* @param {Nav_StoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_store = /** @type {((inputs?: Nav_StoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_store(inputs)
	return en_nav_store(inputs)
});