/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Load_ErrorInputs */

const en_profile_load_error = /** @type {(inputs: Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't load your profile.`)
};

const es_profile_load_error = /** @type {(inputs: Profile_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pudimos cargar su perfil.`)
};

/**
* | output |
* | --- |
* | "We couldn't load your profile." |
*
* @param {Profile_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_load_error = /** @type {((inputs?: Profile_Load_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Load_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_load_error(inputs)
	return en_profile_load_error(inputs)
});