/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, academy: NonNullable<unknown> }} Email_Messages_SubjectInputs */

const en_email_messages_subject = /** @type {(inputs: Email_Messages_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.count} new message`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.count} new messages`);
	return /** @type {LocalizedString} */ ("email_messages_subject");
};

const es_email_messages_subject = /** @type {(inputs: Email_Messages_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.count} mensaje nuevo`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.academy}: ${i?.count} mensajes nuevos`);
	return /** @type {LocalizedString} */ ("email_messages_subject");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{academy}: {count} new message" |
* | "other" | "{academy}: {count} new messages" |
*
* @param {Email_Messages_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_subject = /** @type {((inputs: Email_Messages_SubjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_SubjectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_subject(inputs)
	return en_email_messages_subject(inputs)
});