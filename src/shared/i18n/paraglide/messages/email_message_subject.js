/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown>, title: NonNullable<unknown> }} Email_Message_SubjectInputs */

const en_email_message_subject = /** @type {(inputs: Email_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.title}`)
};

const es_email_message_subject = /** @type {(inputs: Email_Message_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{academy}: {title}" |
*
* @param {Email_Message_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_message_subject = /** @type {((inputs: Email_Message_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Message_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_message_subject(inputs)
	return en_email_message_subject(inputs)
});