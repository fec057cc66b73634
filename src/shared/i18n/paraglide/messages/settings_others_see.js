/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Others_SeeInputs */

const en_settings_others_see = /** @type {(inputs: Settings_Others_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What other families see`)
};

const es_settings_others_see = /** @type {(inputs: Settings_Others_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que ven otras familias`)
};

/**
* | output |
* | --- |
* | "What other families see" |
*
* @param {Settings_Others_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_others_see = /** @type {((inputs?: Settings_Others_SeeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Others_SeeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_others_see(inputs)
	return en_settings_others_see(inputs)
});