/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Messages_ReplyInputs */

const en_email_messages_reply = /** @type {(inputs: Email_Messages_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and reply in the app. The academy never asks for your password by e-mail.`)
};

const es_email_messages_reply = /** @type {(inputs: Email_Messages_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Léalos y responda en la aplicación. La academia nunca le pide su contraseña por correo electrónico.`)
};

/**
* | output |
* | --- |
* | "Read and reply in the app. The academy never asks for your password by e-mail." |
*
* @param {Email_Messages_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_reply = /** @type {((inputs?: Email_Messages_ReplyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_ReplyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_reply(inputs)
	return en_email_messages_reply(inputs)
});