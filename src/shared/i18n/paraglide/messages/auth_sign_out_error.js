/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_Out_ErrorInputs */

const en_auth_sign_out_error = /** @type {(inputs: Auth_Sign_Out_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out Error`)
};

const es_auth_sign_out_error = /** @type {(inputs: Auth_Sign_Out_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cerrar la sesión`)
};

/**
* | output |
* | --- |
* | "Sign Out Error" |
*
* @param {Auth_Sign_Out_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_error = /** @type {((inputs?: Auth_Sign_Out_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_sign_out_error(inputs)
	return en_auth_sign_out_error(inputs)
});