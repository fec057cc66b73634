/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Reset_SubjectInputs */

const en_email_reset_subject = /** @type {(inputs: Email_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset your ${i?.academy} password`)
};

const es_email_reset_subject = /** @type {(inputs: Email_Reset_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Restablezca su contraseña de ${i?.academy}`)
};

/**
* | output |
* | --- |
* | "Reset your {academy} password" |
*
* @param {Email_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_reset_subject = /** @type {((inputs: Email_Reset_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Reset_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_reset_subject(inputs)
	return en_email_reset_subject(inputs)
});