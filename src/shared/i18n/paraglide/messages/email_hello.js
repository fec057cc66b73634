/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_HelloInputs */

const en_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hello,`)
};

const es_email_hello = /** @type {(inputs: Email_HelloInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hola:`)
};

/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Email_HelloInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_hello = /** @type {((inputs?: Email_HelloInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_HelloInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_hello(inputs)
	return en_email_hello(inputs)
});