/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signing_OutInputs */

const en_auth_signing_out = /** @type {(inputs: Auth_Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing out...`)
};

const es_auth_signing_out = /** @type {(inputs: Auth_Signing_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrando sesión...`)
};

/**
* | output |
* | --- |
* | "Signing out..." |
*
* @param {Auth_Signing_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signing_out = /** @type {((inputs?: Auth_Signing_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_signing_out(inputs)
	return en_auth_signing_out(inputs)
});