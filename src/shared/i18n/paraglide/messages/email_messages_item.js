/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, body: NonNullable<unknown> }} Email_Messages_ItemInputs */

const en_email_messages_item = /** @type {(inputs: Email_Messages_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: “${i?.body}”`)
};

const es_email_messages_item = /** @type {(inputs: Email_Messages_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: “${i?.body}”`)
};

/**
* | output |
* | --- |
* | "{title}: “{body}”" |
*
* @param {Email_Messages_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_item = /** @type {((inputs: Email_Messages_ItemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_ItemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_item(inputs)
	return en_email_messages_item(inputs)
});