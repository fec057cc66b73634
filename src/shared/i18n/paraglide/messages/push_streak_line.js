/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Push_Streak_LineInputs */

const en_push_streak_line = /** @type {(inputs: Push_Streak_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.count}-day streak needs today’s training.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.name}’s ${i?.count}-day streak needs today’s training.`);
	return /** @type {LocalizedString} */ ("push_streak_line");
};

const es_push_streak_line = /** @type {(inputs: Push_Streak_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La racha de ${i?.count} día de ${i?.name} necesita el entrenamiento de hoy.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`La racha de ${i?.count} días de ${i?.name} necesita el entrenamiento de hoy.`);
	return /** @type {LocalizedString} */ ("push_streak_line");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name}’s {count}-day streak needs today’s training." |
* | "other" | "{name}’s {count}-day streak needs today’s training." |
*
* @param {Push_Streak_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const push_streak_line = /** @type {((inputs: Push_Streak_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Streak_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_push_streak_line(inputs)
	return en_push_streak_line(inputs)
});