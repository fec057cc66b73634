/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Learn_JoiningInputs */

const en_auth_learn_joining = /** @type {(inputs: Auth_Learn_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn about joining`)
};

const es_auth_learn_joining = /** @type {(inputs: Auth_Learn_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo unirse`)
};

/**
* | output |
* | --- |
* | "Learn about joining" |
*
* @param {Auth_Learn_JoiningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_learn_joining = /** @type {((inputs?: Auth_Learn_JoiningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Learn_JoiningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_learn_joining(inputs)
	return en_auth_learn_joining(inputs)
});