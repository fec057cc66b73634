/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Others_See_BodyInputs */

const en_settings_others_see_body = /** @type {(inputs: Settings_Others_See_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an athlete's first name and initial, on rankings and in the social hub. Birth dates, contacts and medical notes stay with you and the coaches.`)
};

const es_settings_others_see_body = /** @type {(inputs: Settings_Others_See_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo el nombre de cada atleta y la inicial de su apellido, en las clasificaciones y en el espacio social. Las fechas de nacimiento, los contactos y las notas médicas quedan entre usted y los entrenadores.`)
};

/**
* | output |
* | --- |
* | "Only an athlete's first name and initial, on rankings and in the social hub. Birth dates, contacts and medical notes stay with you and the coaches." |
*
* @param {Settings_Others_See_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_others_see_body = /** @type {((inputs?: Settings_Others_See_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Others_See_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_others_see_body(inputs)
	return en_settings_others_see_body(inputs)
});