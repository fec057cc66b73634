/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Checking_SessionInputs */

const en_shell_checking_session = /** @type {(inputs: Shell_Checking_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your session`)
};

const es_shell_checking_session = /** @type {(inputs: Shell_Checking_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando su sesión`)
};

/**
* | output |
* | --- |
* | "Checking your session" |
*
* @param {Shell_Checking_SessionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_checking_session = /** @type {((inputs?: Shell_Checking_SessionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Checking_SessionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_checking_session(inputs)
	return en_shell_checking_session(inputs)
});