/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Checking_ProfileInputs */

const en_auth_checking_profile = /** @type {(inputs: Auth_Checking_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your profile`)
};

const es_auth_checking_profile = /** @type {(inputs: Auth_Checking_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando su perfil`)
};

/**
* | output |
* | --- |
* | "Checking your profile" |
*
* @param {Auth_Checking_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_checking_profile = /** @type {((inputs?: Auth_Checking_ProfileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Checking_ProfileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_checking_profile(inputs)
	return en_auth_checking_profile(inputs)
});