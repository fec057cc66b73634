/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Email_Messages_IntroInputs */

const en_email_messages_intro = /** @type {(inputs: Email_Messages_IntroInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have a message from the academy that you have not read yet:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} messages from the academy that you have not read yet:`);
	return /** @type {LocalizedString} */ ("email_messages_intro");
};

const es_email_messages_intro = /** @type {(inputs: Email_Messages_IntroInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tiene un mensaje de la academia que aún no ha leído:`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Tiene ${i?.count} mensajes de la academia que aún no ha leído:`);
	return /** @type {LocalizedString} */ ("email_messages_intro");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have a message from the academy that you have not read yet:" |
* | "other" | "You have {count} messages from the academy that you have not read yet:" |
*
* @param {Email_Messages_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const email_messages_intro = /** @type {((inputs: Email_Messages_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Messages_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_email_messages_intro(inputs)
	return en_email_messages_intro(inputs)
});