// name(id, { locale }): the words for an id, from the tables (D-TAB-10).
// Importing this module pulls in every shipped table, because any id may be
// asked for; code that needs one table's words can read them from the row
// with localize() instead.
import { mustBe } from '../model/error.js';
import { DATASETS_1E, DATASETS_2E } from '../tables/datasets.js';
import type { Dataset, Edition, LocalizedText } from '../tables/types.js';
import { localeChain, pick, type Locale, type LocaleCode } from './locale.js';

/**
 * Options for {@link name}.
 *
 * @example
 * const options: NameOptions = { locale: zhHant, edition: '1e' };
 * @category Text
 */
export interface NameOptions {
  /** A {@link Locale}, or a tag (`'zh-Hans'` means {@link zhHans}). Default {@link en}. */
  readonly locale?: Locale | LocaleCode | (string & {});
  /** Whose words to prefer when both editions know the id. Default `'2e'`. */
  readonly edition?: Edition;
  /** Search these tables instead of the shipped ones (homebrew), in order. */
  readonly tables?: readonly Dataset[];
}

const TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function isText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (typeof (value as { en?: unknown }).en !== 'string') return false;
  for (const [key, text] of Object.entries(value)) if (!TAG.test(key) || typeof text !== 'string') return false;
  return true;
}

/**
 * Every id in the tables with its text: a table's title, a record's `name`,
 * or the `text` of a record that is only text (recharge conditions,
 * critical-damage effects). The first table that names an id wins.
 */
function buildIndex(datasets: readonly unknown[]): Map<string, LocalizedText> {
  const index = new Map<string, LocalizedText>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as { id?: unknown; name?: unknown; title?: unknown; text?: unknown };
    if (typeof record.id === 'string' && !index.has(record.id)) {
      const text = isText(record.name) ? record.name : isText(record.title) ? record.title : isText(record.text) ? record.text : undefined;
      if (text !== undefined) index.set(record.id, text);
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(datasets);
  return index;
}

const indexes = /* @__PURE__ */ new WeakMap<readonly unknown[], Map<string, LocalizedText>>();
let shipped2e: readonly Dataset[] | undefined;
let shipped1e: readonly Dataset[] | undefined;

function indexOf(datasets: readonly unknown[]): Map<string, LocalizedText> {
  let index = indexes.get(datasets);
  if (index === undefined) {
    index = buildIndex(datasets);
    indexes.set(datasets, index);
  }
  return index;
}

/**
 * The words for an id in a language: a table, a row, an item, a spell, a
 * monster, a relic, a scar, a rule term, a recharge or critical-damage text.
 *
 * Which text: the tables of `options.edition` (default 2e) are searched
 * first, then the other edition's (D-TAB-10); or only `options.tables`,
 * in order. Which language: the locale's own, its fallbacks, then English
 * (zhHant: zh-Hant, zh-Hans, en; zhHans: zh-Hans, zh-Hant, en). The 2e
 * tables have Chinese only where a source has the words, so a 2e name
 * often falls back to English.
 *
 * The first call builds an index of every shipped table; importing `name`
 * puts every table in the bundle.
 *
 * @throws CairnError `UNKNOWN_ID` when no table names the id; `BAD_OPTION`
 * for a bad locale, edition or tables option.
 * @example
 * name('scar/walloped'); // 'Walloped'
 * name('scar/walloped', { locale: zhHans }); // '痛击倒地' (2e, seed 004)
 * name('scar/walloped', { locale: zhHans, edition: '1e' }); // '击飞' (1e, seed 003)
 * name('table/misfortunes', { locale: zhHant }); // '厄運' — not scar/doomed, which is '命懸一線'
 * name('monster/acolyte', { locale: zhHant }); // 'Acolyte' (no Chinese: English)
 * @category Text
 */
export function name(id: string, options?: NameOptions): string {
  const chain = localeChain(options?.locale, 'name');
  const edition = options?.edition ?? '2e';
  if (edition !== '1e' && edition !== '2e') throw mustBe('BAD_OPTION', 'name', 'options.edition', '"1e" or "2e"', edition);
  let datasets: readonly unknown[];
  if (options?.tables !== undefined) {
    if (!Array.isArray(options.tables)) throw mustBe('BAD_OPTION', 'name', 'options.tables', 'an array of tables', options.tables);
    datasets = options.tables;
  } else if (edition === '2e') {
    datasets = shipped2e ??= Object.freeze([...DATASETS_2E, ...DATASETS_1E]);
  } else {
    datasets = shipped1e ??= Object.freeze([...DATASETS_1E, ...DATASETS_2E]);
  }
  if (typeof id !== 'string') throw mustBe('UNKNOWN_ID', 'name', 'id', 'an id string such as "spell/adhere"', id);
  const text = indexOf(datasets).get(id);
  if (text === undefined) throw mustBe('UNKNOWN_ID', 'name', 'id', 'an id the tables name, such as "spell/adhere"', id);
  return pick(text, chain) ?? text.en;
}
