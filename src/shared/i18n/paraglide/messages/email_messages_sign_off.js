/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academy: NonNullable<unknown> }} Email_Messages_Sign_OffInputs */

const en_email_messages_sign_off = /** @type {(inputs: Email_Messages_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}, 4S Ranch, San Diego. You can turn these e-mails off in Settings, Notifications.`)
};

const es_email_messages_sign_off = /** @type {(inputs: Email_Messages_Sign_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.academy}, 4S Ranch, San Diego. Puede desactivar estos correos en Ajustes, Notificaciones.`)
};

/**
* | output |
* | --- |
* | "{academy}, 4S Ranch, San Diego. You can turn these e-mails off in Settings, Notifications." |
*
* @param {Email_Messages_Sign_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_sign_off = /** @type {((inputs: Email_Messages_Sign_OffInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_Sign_OffInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_sign_off(inputs)
	return en_email_messages_sign_off(inputs)
});