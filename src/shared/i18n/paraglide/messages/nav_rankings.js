/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_RankingsInputs */

const en_nav_rankings = /** @type {(inputs: Nav_RankingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rankings`)
};

const es_nav_rankings = /** @type {(inputs: Nav_RankingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

/**
* | output |
* | --- |
* | "Rankings" |
*
* @param {Nav_RankingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_rankings = /** @type {((inputs?: Nav_RankingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_RankingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_rankings(inputs)
	return en_nav_rankings(inputs)
});