/**
* | output |
* | --- |
* | "{academy} home" |
*
* @param {Public_Logo_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const public_logo_home: ((inputs: Public_Logo_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Public_Logo_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Public_Logo_HomeInputs = {
    academy: NonNullable<unknown>;
};
