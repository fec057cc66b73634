/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Reset_BodyInputs */

const en_email_reset_body = /** @type {(inputs: Email_Reset_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone asked to reset the password of your ${i?.academy} account. If it was you, use the link below within an hour. It works once.`)
};

const es_email_reset_body = /** @type {(inputs: Email_Reset_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien pidió restablecer la contraseña de su cuenta de ${i?.academy}. Si fue usted, use el enlace de abajo antes de una hora. Funciona una sola vez.`)
};

/**
* | output |
* | --- |
* | "Someone asked to reset the password of your {academy} account. If it was you, use the link below within an hour. It works once." |
*
* @param {Email_Reset_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_body = /** @type {((inputs: Email_Reset_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_reset_body(inputs)
	return en_email_reset_body(inputs)
});