/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Tabs_LabelInputs */

const en_auth_tabs_label = /** @type {(inputs: Auth_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in or sign up`)
};

const es_auth_tabs_label = /** @type {(inputs: Auth_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión o crear cuenta`)
};

/**
* | output |
* | --- |
* | "Sign in or sign up" |
*
* @param {Auth_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_tabs_label = /** @type {((inputs?: Auth_Tabs_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Tabs_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_tabs_label(inputs)
	return en_auth_tabs_label(inputs)
});