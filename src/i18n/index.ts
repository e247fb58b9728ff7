// Text: locales as plain objects, picking a language of a text, and the
// words for an id.
export { en, localize, zhHans, zhHant, type Locale, type LocaleCode, type LocalizeOptions } from './locale.js';
export { name, type NameOptions } from './name.js';
