/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Public_Logo_HomeInputs */

const en_public_logo_home = /** @type {(inputs: Public_Logo_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy} home`)
};

const es_public_logo_home = /** @type {(inputs: Public_Logo_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicio de ${i?.academy}`)
};

/**
* | output |
* | --- |
* | "{academy} home" |
*
* @param {Public_Logo_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_logo_home = /** @type {((inputs: Public_Logo_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Public_Logo_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_public_logo_home(inputs)
	return en_public_logo_home(inputs)
});