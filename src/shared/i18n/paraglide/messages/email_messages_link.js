/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Messages_LinkInputs */

const en_email_messages_link = /** @type {(inputs: Email_Messages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your messages`)
};

const es_email_messages_link = /** @type {(inputs: Email_Messages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir mis mensajes`)
};

/**
* | output |
* | --- |
* | "Open your messages" |
*
* @param {Email_Messages_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_link = /** @type {((inputs?: Email_Messages_LinkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_LinkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_link(inputs)
	return en_email_messages_link(inputs)
});