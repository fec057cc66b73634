/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_IgnoreInputs */

const en_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not sign up, ignore this e-mail.`)
};

const es_email_verify_ignore = /** @type {(inputs: Email_Verify_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si usted no creó una cuenta, ignore este correo.`)
};

/**
* | output |
* | --- |
* | "If you did not sign up, ignore this e-mail." |
*
* @param {Email_Verify_IgnoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_ignore = /** @type {((inputs?: Email_Verify_IgnoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_IgnoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_ignore(inputs)
	return en_email_verify_ignore(inputs)
});