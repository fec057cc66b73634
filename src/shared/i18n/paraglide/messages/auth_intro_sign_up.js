/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Intro_Sign_UpInputs */

const en_auth_intro_sign_up = /** @type {(inputs: Auth_Intro_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your family's account, then add your athletes.`)
};

const es_auth_intro_sign_up = /** @type {(inputs: Auth_Intro_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cree la cuenta de su familia y después agregue a sus atletas.`)
};

/**
* | output |
* | --- |
* | "Create your family's account, then add your athletes." |
*
* @param {Auth_Intro_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_intro_sign_up = /** @type {((inputs?: Auth_Intro_Sign_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Intro_Sign_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_intro_sign_up(inputs)
	return en_auth_intro_sign_up(inputs)
});