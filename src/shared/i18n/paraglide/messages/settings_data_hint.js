/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_HintInputs */

const en_settings_data_hint = /** @type {(inputs: Settings_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything the academy keeps about your family as a JSON file, or delete the account for good.`)
};

const es_settings_data_hint = /** @type {(inputs: Settings_Data_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargue en un archivo JSON todo lo que la academia guarda sobre su familia, o elimine la cuenta para siempre.`)
};

/**
* | output |
* | --- |
* | "Download everything the academy keeps about your family as a JSON file, or delete the account for good." |
*
* @param {Settings_Data_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_data_hint = /** @type {((inputs?: Settings_Data_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_data_hint(inputs)
	return en_settings_data_hint(inputs)
});