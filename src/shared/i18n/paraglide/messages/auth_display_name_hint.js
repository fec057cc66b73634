/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Display_Name_HintInputs */

const en_auth_display_name_hint = /** @type {(inputs: Auth_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the academy greets you, e.g. Maria`)
};

const es_auth_display_name_hint = /** @type {(inputs: Auth_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo le saluda la academia, por ejemplo, María`)
};

/**
* | output |
* | --- |
* | "How the academy greets you, e.g. Maria" |
*
* @param {Auth_Display_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_display_name_hint = /** @type {((inputs?: Auth_Display_Name_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Display_Name_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_display_name_hint(inputs)
	return en_auth_display_name_hint(inputs)
});