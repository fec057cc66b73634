/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Meta_DescriptionInputs */

const en_auth_meta_description = /** @type {(inputs: Auth_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Bravo Academy, or create your family's account.`)
};

const es_auth_meta_description = /** @type {(inputs: Auth_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicie sesión en Bravo Academy o cree la cuenta de su familia.`)
};

/**
* | output |
* | --- |
* | "Sign in to Bravo Academy, or create your family's account." |
*
* @param {Auth_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_meta_description = /** @type {((inputs?: Auth_Meta_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Meta_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_meta_description(inputs)
	return en_auth_meta_description(inputs)
});