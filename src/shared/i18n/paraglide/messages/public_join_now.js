/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Public_Join_NowInputs */

const en_public_join_now = /** @type {(inputs: Public_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Now`)
};

const es_public_join_now = /** @type {(inputs: Public_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únase ahora`)
};

/**
* | output |
* | --- |
* | "Join Now" |
*
* @param {Public_Join_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_join_now = /** @type {((inputs?: Public_Join_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Public_Join_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_public_join_now(inputs)
	return en_public_join_now(inputs)
});