/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Emails_OnlyInputs */

const en_settings_emails_only = /** @type {(inputs: Settings_Emails_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only these. No newsletters, and we never share your address.`)
};

const es_settings_emails_only = /** @type {(inputs: Settings_Emails_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo estos. Nada de boletines, y nunca compartimos su dirección.`)
};

/**
* | output |
* | --- |
* | "Only these. No newsletters, and we never share your address." |
*
* @param {Settings_Emails_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_emails_only = /** @type {((inputs?: Settings_Emails_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Emails_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_emails_only(inputs)
	return en_settings_emails_only(inputs)
});