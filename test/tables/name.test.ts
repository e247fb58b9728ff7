// name(id, { locale }) and localize(text, { locale }): the fallback order,
// the editions, and the translation traps of RULES.md's Terms.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isCairnError } from '../../src/model/error.js';
import { SCAR_IDS } from '../../src/model/scar.js';
import { en, localize, name, zhHans, zhHant, type Locale } from '../../src/i18n/index.js';
import { BESTIARY_1E, DATASETS_1E, DATASETS_2E, PHYSIQUE_1E, RELICS_1E, SPELLS_1E, TERMS_2E, type TextTable } from '../../src/tables/index.js';
import { catchCairnError } from '../helpers.js';
import { walk } from './data.js';

describe('localize', () => {
  const text = { en: 'Adhere', 'zh-Hans': '黏附', 'zh-Hant': '黏附' };

  it('picks the locale, then its fallbacks, then English', () => {
    expect(localize(text)).toBe('Adhere');
    expect(localize(text, { locale: en })).toBe('Adhere');
    expect(localize(text, { locale: zhHans })).toBe('黏附');
    expect(localize({ en: 'petty', 'zh-Hant': '瑣碎物品' }, { locale: zhHans })).toBe('瑣碎物品');
    expect(localize({ en: 'Acolyte' }, { locale: zhHant })).toBe('Acolyte');
    expect(localize({ en: 'x', 'zh-Hans': '简' }, { locale: 'zh-Hant' })).toBe('简');
  });

  it('takes a homebrew locale object or any language tag', () => {
    const french: Locale = { code: 'fr', fallback: ['de'] };
    expect(localize({ en: 'Bow', fr: 'Arc' }, { locale: french })).toBe('Arc');
    expect(localize({ en: 'Bow', de: 'Bogen' }, { locale: french })).toBe('Bogen');
    expect(localize({ en: 'Bow' }, { locale: 'fr' })).toBe('Bow');
  });

  it('refuses a text without English (BAD_ARGUMENT) and a bad locale (BAD_OPTION)', () => {
    catchCairnError(() => localize({ 'zh-Hans': '黏附' } as never), 'BAD_ARGUMENT');
    catchCairnError(() => localize(null as never), 'BAD_ARGUMENT');
    expect(catchCairnError(() => localize(text, { locale: 'Chinese!' }), 'BAD_OPTION').message).toBe(
      'localize: options.locale must be a Locale ({ code, fallback }) or a language tag such as "zh-Hant", got "Chinese!"',
    );
    catchCairnError(() => localize(text, { locale: { code: 'fr' } as never }), 'BAD_OPTION');
  });
});

describe('name', () => {
  it('names spells, items, monsters, relics, tables and rows in every language', () => {
    expect(name('spell/adhere')).toBe('Adhere');
    expect(name('spell/adhere', { locale: zhHans })).toBe('黏附');
    expect(name('item/chainmail', { locale: zhHant })).toBe('鍊甲');
    expect(name('monster/wood-troll', { locale: 'zh-Hans' })).toBe('木巨魔');
    expect(name('relic/honeyclasp', { locale: zhHant })).toBe('蜜扣');
    expect(name('table/physique', { locale: zhHans })).toBe('体格');
    expect(name('trait/physique/lanky', { locale: zhHant })).toBe('瘦長');
    expect(name('result/bonus-item/spellbook')).toBe('Spellbook');
  });

  it('names the texts that items and stat lines point at (recharge, crit effects)', () => {
    const honeyclasp = RELICS_1E.relics[0];
    expect(name(honeyclasp?.item.recharge?.textId ?? '')).toBe(honeyclasp?.recharge?.text.en);
    const troll = BESTIARY_1E.monsters.find((m) => m.id === 'monster/wood-troll');
    const effect = troll?.stats.onTargetCritFail;
    expect(effect?.type).toBe('note');
    if (effect?.type === 'note') expect(name(effect.textId, { locale: zhHans })).toBe('目标伤口处开始长出苔藓和树枝。');
  });

  it('names every scar id and rule term', () => {
    for (const id of SCAR_IDS) expect(name(id).length).toBeGreaterThan(0);
    expect(name('quality/blast', { locale: zhHant })).toBe('爆裂');
    expect(name('quality/blast', { locale: zhHans })).toBe('群攻');
    expect(name('fatigue', { locale: zhHant })).toBe('疲勞');
    expect(name('condition/delirious', { locale: zhHant })).toBe('譫妄');
    expect(name('quality/petty', { locale: zhHans })).toBe('瑣碎物品'); // no zh-Hans term in seed 004: falls back to zh-Hant
  });

  it('prefers the 2e words, or the 1e words with edition: "1e"', () => {
    expect(name('scar/walloped', { locale: zhHans })).toBe('痛击倒地');
    expect(name('scar/walloped', { locale: zhHans, edition: '1e' })).toBe('击飞');
    expect(name('scar/walloped', { locale: zhHant, edition: '1e' })).toBe('重擊倒地');
    expect(name('reaction/hostile', { locale: zhHans })).toBe('敌对');
    expect(name('reaction/hostile', { locale: zhHans, edition: '1e' })).toBe('敌意');
    // only 1e has it: found in 1e when 2e is preferred
    expect(name('trait/reputation/oddball', { locale: zhHans })).toBe('古怪');
    // only 2e has it: found in 2e when 1e is preferred
    expect(name('monster/acolyte', { edition: '1e' })).toBe('Acolyte');
  });

  it('falls back to English where a 2e text has no Chinese', () => {
    expect(name('monster/acolyte', { locale: zhHant })).toBe('Acolyte');
    expect(name('spell/fish-lung', { locale: zhHans })).toBe('Fish Lung');
    expect(name('spell/flare', { locale: zhHans })).toBe('炽光弹');
  });

  it('keys by id, never by the Chinese word (the traps of RULES.md Terms)', () => {
    // 厄运: the Misfortunes table (1e) and 1e scar 12 Doomed
    expect(name('table/misfortunes', { locale: zhHans })).toBe('厄运');
    expect(name('scar/doomed', { locale: zhHans, edition: '1e' })).toBe('厄运');
    expect(name('scar/doomed', { locale: zhHans })).toBe('劫数难逃');
    // 魔法师: background 11 Magician and the Magic User package; 游侠: background 20 and the Ranger package
    expect(name('background/magician')).toBe('Magician');
    expect(name('package/magic-user')).toBe('Magic User');
    expect(name('background/magician', { locale: zhHans })).toBe(name('package/magic-user', { locale: zhHans }));
    expect(name('background/ranger')).toBe('Ranger');
    // 回合: Round and Turn in the zh-Hant seed
    expect(name('term/round', { locale: zhHant })).toBe(name('term/turn', { locale: zhHant }));
    expect(name('term/round')).not.toBe(name('term/turn'));
    // 致命伤害 Critical Damage vs 致命伤 Mortal Wound in the 2e zh-Hans seed
    expect(name('term/critical-damage', { locale: zhHans })).toBe('致命伤害');
    expect(name('scar/mortal-wound', { locale: zhHans })).toBe('致命伤');
    // 法术标记 (list) and 法师标记 (d100 table): both Wizard Mark
    expect(name('spell/wizard-mark', { locale: zhHans, edition: '1e' })).toBe('法术标记');
  });

  it('every record of every shipped table can be named, in every language', () => {
    let count = 0;
    for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
      for (const [, node] of walk(dataset)) {
        if (typeof node['id'] !== 'string' || (node['name'] === undefined && node['title'] === undefined && node['text'] === undefined)) continue;
        for (const locale of [en, zhHans, zhHant]) expect(name(node['id'], { locale, edition: dataset.edition }).length).toBeGreaterThan(0);
        count++;
      }
    }
    expect(count).toBeGreaterThan(900);
  });

  it('searches homebrew tables given in options.tables', () => {
    const homebrew: TextTable = {
      ...PHYSIQUE_1E,
      id: 'table/homebrew-omens',
      title: { en: 'Omens', fr: 'Présages' },
      rows: [{ min: 1, max: 10, id: 'omen/crows', name: { en: 'Crows', fr: 'Corbeaux' } }],
    };
    expect(name('omen/crows', { locale: 'fr', tables: [homebrew] })).toBe('Corbeaux');
    expect(name('table/homebrew-omens', { tables: [homebrew] })).toBe('Omens');
    catchCairnError(() => name('spell/adhere', { tables: [homebrew] }), 'UNKNOWN_ID');
  });

  it('refuses an unknown id (UNKNOWN_ID) and bad options (BAD_OPTION)', () => {
    expect(catchCairnError(() => name('spell/fireball'), 'UNKNOWN_ID').message).toBe(
      'name: id must be an id the tables name, such as "spell/adhere", got "spell/fireball"',
    );
    catchCairnError(() => name('黏附'), 'UNKNOWN_ID');
    catchCairnError(() => name(42 as never), 'UNKNOWN_ID');
    catchCairnError(() => name('spell/adhere', { edition: '3e' as never }), 'BAD_OPTION');
    catchCairnError(() => name('spell/adhere', { tables: 'all' as never }), 'BAD_OPTION');
    catchCairnError(() => name('spell/adhere', { locale: 7 as never }), 'BAD_OPTION');
  });

  test.prop([fc.string(), fc.constantFrom<Locale | string | undefined>(en, zhHans, zhHant, 'fr', undefined)])(
    'returns a non-empty string or throws UNKNOWN_ID, for any string',
    (id, locale) => {
      try {
        expect(name(id, locale === undefined ? {} : { locale }).length).toBeGreaterThan(0);
      } catch (error) {
        expect(isCairnError(error, 'UNKNOWN_ID')).toBe(true);
      }
    },
  );

  it('the spell list and the spell names agree in every language', () => {
    for (const spell of SPELLS_1E.spells) {
      expect(name(spell.id, { locale: zhHans, edition: '1e' })).toBe(spell.name['zh-Hans']);
      expect(name(spell.id, { locale: zhHant, edition: '1e' })).toBe(spell.name['zh-Hant']);
    }
    expect(TERMS_2E.terms.length).toBeGreaterThan(40);
  });
});
