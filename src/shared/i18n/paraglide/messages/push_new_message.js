/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Push_New_MessageInputs */

const en_push_new_message = /** @type {(inputs: Push_New_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New message from ${i?.name}`)
};

const es_push_new_message = /** @type {(inputs: Push_New_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo mensaje de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "New message from {name}" |
*
* @param {Push_New_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_new_message = /** @type {((inputs: Push_New_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_New_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_push_new_message(inputs)
	return en_push_new_message(inputs)
});