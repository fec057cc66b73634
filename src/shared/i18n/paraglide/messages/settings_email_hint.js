/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Email_HintInputs */

const en_settings_email_hint = /** @type {(inputs: Settings_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address you sign in with. It can't be changed here.`)
};

const es_settings_email_hint = /** @type {(inputs: Settings_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dirección con la que inicia sesión. No se puede cambiar aquí.`)
};

/**
* | output |
* | --- |
* | "The address you sign in with. It can't be changed here." |
*
* @param {Settings_Email_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_email_hint = /** @type {((inputs?: Settings_Email_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Email_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_email_hint(inputs)
	return en_settings_email_hint(inputs)
});