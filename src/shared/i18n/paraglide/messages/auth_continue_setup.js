/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Continue_SetupInputs */

const en_auth_continue_setup = /** @type {(inputs: Auth_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue Profile Setup`)
};

const es_auth_continue_setup = /** @type {(inputs: Auth_Continue_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con la configuración del perfil`)
};

/**
* | output |
* | --- |
* | "Continue Profile Setup" |
*
* @param {Auth_Continue_SetupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_continue_setup = /** @type {((inputs?: Auth_Continue_SetupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Continue_SetupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_continue_setup(inputs)
	return en_auth_continue_setup(inputs)
});