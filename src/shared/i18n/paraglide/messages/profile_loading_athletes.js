/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loading_AthletesInputs */

const en_profile_loading_athletes = /** @type {(inputs: Profile_Loading_AthletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading athletes`)
};

const es_profile_loading_athletes = /** @type {(inputs: Profile_Loading_AthletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando atletas`)
};

/**
* | output |
* | --- |
* | "Loading athletes" |
*
* @param {Profile_Loading_AthletesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_loading_athletes = /** @type {((inputs?: Profile_Loading_AthletesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loading_AthletesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_loading_athletes(inputs)
	return en_profile_loading_athletes(inputs)
});