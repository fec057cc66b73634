/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_ErrorInputs */

const en_settings_language_error = /** @type {(inputs: Settings_Language_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't save your language.`)
};

const es_settings_language_error = /** @type {(inputs: Settings_Language_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos guardar su idioma.`)
};

/**
* | output |
* | --- |
* | "We couldn't save your language." |
*
* @param {Settings_Language_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_error = /** @type {((inputs?: Settings_Language_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_language_error(inputs)
	return en_settings_language_error(inputs)
});