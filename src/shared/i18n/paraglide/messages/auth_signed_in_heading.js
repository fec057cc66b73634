/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signed_In_HeadingInputs */

const en_auth_signed_in_heading = /** @type {(inputs: Auth_Signed_In_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're signed in`)
};

const es_auth_signed_in_heading = /** @type {(inputs: Auth_Signed_In_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya inició sesión`)
};

/**
* | output |
* | --- |
* | "You're signed in" |
*
* @param {Auth_Signed_In_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_heading = /** @type {((inputs?: Auth_Signed_In_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_signed_in_heading(inputs)
	return en_auth_signed_in_heading(inputs)
});