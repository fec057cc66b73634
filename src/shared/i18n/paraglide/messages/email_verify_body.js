/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Verify_BodyInputs */

const en_email_verify_body = /** @type {(inputs: Email_Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.academy}! Please confirm your e-mail address to finish creating your account. The link works for 24 hours.`)
};

const es_email_verify_body = /** @type {(inputs: Email_Verify_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Le damos la bienvenida a ${i?.academy}! Confirme su dirección de correo electrónico para terminar de crear su cuenta. El enlace funciona durante 24 horas.`)
};

/**
* | output |
* | --- |
* | "Welcome to {academy}! Please confirm your e-mail address to finish creating your account. The link works for 24 hours." |
*
* @param {Email_Verify_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_body = /** @type {((inputs: Email_Verify_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_body(inputs)
	return en_email_verify_body(inputs)
});