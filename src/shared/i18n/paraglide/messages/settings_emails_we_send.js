/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Emails_We_SendInputs */

const en_settings_emails_we_send = /** @type {(inputs: Settings_Emails_We_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mails we send`)
};

const es_settings_emails_we_send = /** @type {(inputs: Settings_Emails_We_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correos que le enviamos`)
};

/**
* | output |
* | --- |
* | "E-mails we send" |
*
* @param {Settings_Emails_We_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_emails_we_send = /** @type {((inputs?: Settings_Emails_We_SendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Emails_We_SendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_emails_we_send(inputs)
	return en_settings_emails_we_send(inputs)
});