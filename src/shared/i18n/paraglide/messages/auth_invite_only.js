/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invite_OnlyInputs */

const en_auth_invite_only = /** @type {(inputs: Auth_Invite_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bravo Academy is invite-only.`)
};

const es_auth_invite_only = /** @type {(inputs: Auth_Invite_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bravo Academy es solo por invitación.`)
};

/**
* | output |
* | --- |
* | "Bravo Academy is invite-only." |
*
* @param {Auth_Invite_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const auth_invite_only = /** @type {((inputs?: Auth_Invite_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_auth_invite_only(inputs)
	return en_auth_invite_only(inputs)
});