// Locales are plain objects the caller imports and passes in (DESIGN
// principle 5, the date-fns pattern): nothing is registered globally, and a
// locale nobody imports is not in the bundle.
import { mustBe } from '../model/error.js';
import type { LocalizedText } from '../tables/types.js';

/**
 * A language and the languages to try, in order, when a text lacks it.
 * English is always tried last, and every shipped text has English.
 *
 * @example
 * const french: Locale = { code: 'fr', fallback: ['en'] }; // for homebrew tables with `fr` texts
 * @category Text
 */
export interface Locale {
  /** A BCP 47 tag, the key of the text in a {@link LocalizedText}: `en`, `zh-Hans`, `zh-Hant`. */
  readonly code: string;
  /** The tags to try next, in order, before English. */
  readonly fallback: readonly string[];
}

/**
 * The tags of the languages the shipped tables carry.
 *
 * @example
 * const code: LocaleCode = 'zh-Hant';
 * @category Text
 */
export type LocaleCode = 'en' | 'zh-Hans' | 'zh-Hant';

/**
 * English.
 *
 * @example
 * name('spell/adhere', { locale: en }); // 'Adhere'
 * @category Text
 */
export const en: Locale = /* @__PURE__ */ Object.freeze({ code: 'en', fallback: /* @__PURE__ */ Object.freeze([]) });

/**
 * Simplified Chinese; falls back to Traditional Chinese, then English.
 *
 * @example
 * name('spell/adhere', { locale: zhHans }); // '黏附'
 * @category Text
 */
export const zhHans: Locale = /* @__PURE__ */ Object.freeze({ code: 'zh-Hans', fallback: /* @__PURE__ */ Object.freeze(['zh-Hant']) });

/**
 * Traditional Chinese (Taiwan); falls back to Simplified Chinese, then English.
 *
 * @example
 * name('scar/walloped', { locale: zhHant }); // '重擊倒地'
 * @category Text
 */
export const zhHant: Locale = /* @__PURE__ */ Object.freeze({ code: 'zh-Hant', fallback: /* @__PURE__ */ Object.freeze(['zh-Hans']) });

/**
 * Options for {@link localize}.
 *
 * @example
 * const options: LocalizeOptions = { locale: zhHant };
 * @category Text
 */
export interface LocalizeOptions {
  /** A {@link Locale}, or a tag (`'zh-Hans'` means {@link zhHans}). Default {@link en}. */
  readonly locale?: Locale | LocaleCode | (string & {});
}

const TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * The languages to try, in order, for a locale option; English last.
 * @internal
 */
export function localeChain(locale: unknown, functionName: string): readonly string[] {
  if (locale === undefined || locale === 'en') return ['en'];
  if (locale === 'zh-Hans' || locale === zhHans) return ['zh-Hans', 'zh-Hant', 'en'];
  if (locale === 'zh-Hant' || locale === zhHant) return ['zh-Hant', 'zh-Hans', 'en'];
  if (typeof locale === 'string' && TAG.test(locale)) return [locale, 'en'];
  const candidate = locale as Partial<Locale> | null;
  if (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.code === 'string' &&
    TAG.test(candidate.code) &&
    Array.isArray(candidate.fallback) &&
    candidate.fallback.every((tag) => typeof tag === 'string' && TAG.test(tag))
  ) {
    return [candidate.code, ...candidate.fallback, 'en'];
  }
  throw mustBe('BAD_OPTION', functionName, 'options.locale', 'a Locale ({ code, fallback }) or a language tag such as "zh-Hant"', locale);
}

/** The first language of `chain` the text has, as localize() reads it. @internal */
export function pick(text: LocalizedText, chain: readonly string[]): string | undefined {
  for (const tag of chain) {
    const value = text[tag];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * Picks one language of a {@link LocalizedText}: the locale's own, then
 * its fallbacks in order, then English. For `zhHant` that is zh-Hant,
 * zh-Hans, en; for `zhHans` zh-Hans, zh-Hant, en; for `en` only en.
 *
 * @throws CairnError `BAD_ARGUMENT` when `text` has no English string;
 * `BAD_OPTION` for a locale that is neither a {@link Locale} nor a tag.
 * @example
 * localize(SPELLS_1E.spells[0]!.effect, { locale: zhHans }); // '一件物体会覆上极其粘稠的黏液。'
 * localize({ en: 'Acolyte' }, { locale: 'zh-Hant' }); // 'Acolyte' (no Chinese: English)
 * @category Text
 */
export function localize(text: LocalizedText, options?: LocalizeOptions): string {
  const chain = localeChain(options?.locale, 'localize');
  if (typeof text !== 'object' || text === null || typeof text.en !== 'string' || text.en === '') {
    throw mustBe('BAD_ARGUMENT', 'localize', 'text', 'a localized text with an English string ({ en, ... })', text);
  }
  return pick(text, chain) ?? text.en;
}
