/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Change_Password_HintInputs */

const en_settings_change_password_hint = /** @type {(inputs: Settings_Change_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You'll stay signed in here; other devices are signed out.`)
};

const es_settings_change_password_hint = /** @type {(inputs: Settings_Change_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí seguirá con la sesión iniciada; en los demás dispositivos se cerrará.`)
};

/**
* | output |
* | --- |
* | "You'll stay signed in here; other devices are signed out." |
*
* @param {Settings_Change_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_change_password_hint = /** @type {((inputs?: Settings_Change_Password_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Change_Password_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_change_password_hint(inputs)
	return en_settings_change_password_hint(inputs)
});