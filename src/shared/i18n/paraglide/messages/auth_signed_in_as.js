/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signed_In_AsInputs */

const en_auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already signed in as`)
};

const es_auth_signed_in_as = /** @type {(inputs: Auth_Signed_In_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya inició sesión como`)
};

/**
* | output |
* | --- |
* | "Already signed in as" |
*
* @param {Auth_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_as = /** @type {((inputs?: Auth_Signed_In_AsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_AsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_signed_in_as(inputs)
	return en_auth_signed_in_as(inputs)
});