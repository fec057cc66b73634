/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_HeadingInputs */

const en_profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your family`)
};

const es_profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su familia`)
};

/**
* | output |
* | --- |
* | "Your family" |
*
* @param {Profile_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_heading = /** @type {((inputs?: Profile_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_heading(inputs)
	return en_profile_heading(inputs)
});