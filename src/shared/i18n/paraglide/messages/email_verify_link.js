/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Verify_LinkInputs */

const en_email_verify_link = /** @type {(inputs: Email_Verify_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your e-mail address`)
};

const es_email_verify_link = /** @type {(inputs: Email_Verify_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar mi correo electrónico`)
};

/**
* | output |
* | --- |
* | "Confirm your e-mail address" |
*
* @param {Email_Verify_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_link = /** @type {((inputs?: Email_Verify_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_link(inputs)
	return en_email_verify_link(inputs)
});