/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Sign_OffInputs */

const en_email_sign_off = /** @type {(inputs: Email_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}, 4S Ranch, San Diego`)
};

const es_email_sign_off = /** @type {(inputs: Email_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}, 4S Ranch, San Diego`)
};

/**
* | output |
* | --- |
* | "{academy}, 4S Ranch, San Diego" |
*
* @param {Email_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_sign_off = /** @type {((inputs: Email_Sign_OffInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Sign_OffInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_sign_off(inputs)
	return en_email_sign_off(inputs)
});