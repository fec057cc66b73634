/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Download_DataInputs */

const en_settings_download_data = /** @type {(inputs: Settings_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my family's data`)
};

const es_settings_download_data = /** @type {(inputs: Settings_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar los datos de mi familia`)
};

/**
* | output |
* | --- |
* | "Download my family's data" |
*
* @param {Settings_Download_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_download_data = /** @type {((inputs?: Settings_Download_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Download_DataInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_download_data(inputs)
	return en_settings_download_data(inputs)
});