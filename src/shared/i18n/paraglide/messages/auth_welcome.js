/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_WelcomeInputs */

const en_auth_welcome = /** @type {(inputs: Auth_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Bravo Academy`)
};

const es_auth_welcome = /** @type {(inputs: Auth_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le damos la bienvenida a Bravo Academy`)
};

/**
* | output |
* | --- |
* | "Welcome to Bravo Academy" |
*
* @param {Auth_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_welcome = /** @type {((inputs?: Auth_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_welcome(inputs)
	return en_auth_welcome(inputs)
});