/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Reset_IgnoreInputs */

const en_email_reset_ignore = /** @type {(inputs: Email_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not ask for this, ignore this e-mail: your password stays the same.`)
};

const es_email_reset_ignore = /** @type {(inputs: Email_Reset_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si usted no lo pidió, ignore este correo: su contraseña no cambia.`)
};

/**
* | output |
* | --- |
* | "If you did not ask for this, ignore this e-mail: your password stays the same." |
*
* @param {Email_Reset_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_ignore = /** @type {((inputs?: Email_Reset_IgnoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_IgnoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_reset_ignore(inputs)
	return en_email_reset_ignore(inputs)
});