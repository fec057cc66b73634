/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_DataInputs */

const en_settings_data = /** @type {(inputs: Settings_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family's data`)
};

const es_settings_data = /** @type {(inputs: Settings_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de su familia`)
};

/**
* | output |
* | --- |
* | "Your family's data" |
*
* @param {Settings_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_data = /** @type {((inputs?: Settings_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_DataInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_data(inputs)
	return en_settings_data(inputs)
});