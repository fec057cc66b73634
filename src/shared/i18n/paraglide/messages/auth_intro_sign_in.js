/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Intro_Sign_InInputs */

const en_auth_intro_sign_in = /** @type {(inputs: Auth_Intro_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to follow your athletes' training and progress.`)
};

const es_auth_intro_sign_in = /** @type {(inputs: Auth_Intro_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión para seguir el entrenamiento y el progreso de sus atletas.`)
};

/**
* | output |
* | --- |
* | "Sign in to follow your athletes' training and progress." |
*
* @param {Auth_Intro_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_intro_sign_in = /** @type {((inputs?: Auth_Intro_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Intro_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_intro_sign_in(inputs)
	return en_auth_intro_sign_in(inputs)
});