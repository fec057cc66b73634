/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Verify_SubjectInputs */

const en_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your ${i?.academy} account`)
};

const es_email_verify_subject = /** @type {(inputs: Email_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme su cuenta de ${i?.academy}`)
};

/**
* | output |
* | --- |
* | "Confirm your {academy} account" |
*
* @param {Email_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_verify_subject = /** @type {((inputs: Email_Verify_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Verify_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_verify_subject(inputs)
	return en_email_verify_subject(inputs)
});