/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signed_In_TitleInputs */

const en_auth_signed_in_title = /** @type {(inputs: Auth_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed In`)
};

const es_auth_signed_in_title = /** @type {(inputs: Auth_Signed_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesión iniciada`)
};

/**
* | output |
* | --- |
* | "Signed In" |
*
* @param {Auth_Signed_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signed_in_title = /** @type {((inputs?: Auth_Signed_In_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_In_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_signed_in_title(inputs)
	return en_auth_signed_in_title(inputs)
});