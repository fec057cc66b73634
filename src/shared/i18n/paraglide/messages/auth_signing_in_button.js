/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Signing_In_ButtonInputs */

const en_auth_signing_in_button = /** @type {(inputs: Auth_Signing_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

const es_auth_signing_in_button = /** @type {(inputs: Auth_Signing_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciando sesión...`)
};

/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_Signing_In_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_signing_in_button = /** @type {((inputs?: Auth_Signing_In_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_In_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_signing_in_button(inputs)
	return en_auth_signing_in_button(inputs)
});