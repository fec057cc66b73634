/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Tab_AthletesInputs */

const en_profile_tab_athletes = /** @type {(inputs: Profile_Tab_AthletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Athletes`)
};

const es_profile_tab_athletes = /** @type {(inputs: Profile_Tab_AthletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atletas`)
};

/**
* | output |
* | --- |
* | "Athletes" |
*
* @param {Profile_Tab_AthletesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_tab_athletes = /** @type {((inputs?: Profile_Tab_AthletesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Tab_AthletesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_tab_athletes(inputs)
	return en_profile_tab_athletes(inputs)
});