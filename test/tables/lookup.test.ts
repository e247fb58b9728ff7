// lookup (the resolve layer) and rollOnTable (the roll layer) on the shipped
// tables, every die chosen with scriptedRng. Titles name the rule.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../src/dice/scriptedRng.js';
import { seededRng } from '../../src/dice/seededRng.js';
import { catchCairnError, deepFreeze } from '../helpers.js';
import {
  BACKGROUNDS_1E,
  BONUS_ITEM_1E,
  EXPEDITIONARY_GEAR_1E,
  FACE_1E,
  FACE_2E,
  FEMALE_NAMES_1E,
  MALE_NAMES_1E,
  MISFORTUNES_1E,
  MONSTER_CREATION_1E,
  MONSTER_CREATION_2E,
  OSR_CONVERSION_1E,
  OSR_CONVERSION_2E,
  PHYSIQUE_1E,
  REACTIONS_1E,
  REACTIONS_2E,
  RELICS_1E,
  SCARS_1E,
  SCARS_2E,
  SKIN_2E,
  SPELLBOOKS_1E,
  SPELLBOOKS_2E,
  SPELLS_1E,
  STARTING_ARMOR_1E,
  STARTING_HELMETS_AND_SHIELDS_1E,
  STARTING_WEAPONS_1E,
  SURNAMES_1E,
  TOOLS_1E,
  TRINKETS_1E,
  d100FromD10s,
  lookup,
  rollOnTable,
  safeParseTable,
  type Rollable,
} from '../../src/tables/index.js';

describe('lookup and rollOnTable', () => {
  it('lookup finds the row and reports a table-row event, no dice', () => {
    const result = lookup(PHYSIQUE_1E, 4);
    expect(result).toEqual({
      type: 'table-result',
      table: 'table/physique',
      face: 4,
      row: PHYSIQUE_1E.rows[3],
      events: [{ type: 'table-row', table: 'table/physique', face: 4, row: 'trait/physique/lanky' }],
    });
    expect(result.row.name).toEqual({ en: 'Lanky', 'zh-Hans': '瘦长', 'zh-Hant': '瘦長' });
  });

  it('rollOnTable rolls the table dice, then looks the total up: a dice event, then the row event', () => {
    const result = rollOnTable(scriptedRng([9]), PHYSIQUE_1E);
    expect(result.row.id).toBe('trait/physique/stout');
    expect(result.events).toEqual([
      { type: 'dice-rolled', purpose: 'table', notation: 'd10', faces: [{ sides: 10, face: 9, term: 0, kept: true }], modifier: 0, total: 9 },
      { type: 'table-row', table: 'table/physique', face: 9, row: 'trait/physique/stout' },
    ]);
  });

  it('the roll layer is the resolve layer on the rolled face', () => {
    for (let face = 1; face <= 20; face++) {
      const rolled = rollOnTable(scriptedRng([face]), STARTING_ARMOR_1E);
      expect(rolled.row).toBe(lookup(STARTING_ARMOR_1E, face).row);
      expect(rolled.events.slice(1)).toEqual(lookup(STARTING_ARMOR_1E, face).events);
    }
  });

  it('results are plain JSON and survive a round trip', () => {
    const result = rollOnTable(seededRng(3), EXPEDITIONARY_GEAR_1E);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('works on a homebrew table and on deep-frozen input, which it leaves alone', () => {
    const omens: Rollable = deepFreeze({
      id: 'table/omens',
      dice: 'd4',
      rows: [
        { min: 1, max: 3, id: 'omen/crows' },
        { min: 4, max: 4, id: 'omen/red-moon' },
      ],
    });
    const before = JSON.stringify(omens);
    expect(lookup(omens, 2).row.id).toBe('omen/crows');
    expect(rollOnTable(scriptedRng([4]), omens).row.id).toBe('omen/red-moon');
    expect(JSON.stringify(omens)).toBe(before);
  });
});

describe('R010: names, background and ten traits', () => {
  it('d20 on the female or male names, d20 on surnames, d20 on backgrounds', () => {
    const rng = scriptedRng([2, 20, 11]);
    expect(rollOnTable(rng, FEMALE_NAMES_1E).row.name.en).toBe('Beatrice');
    expect(rollOnTable(rng, SURNAMES_1E).row.name.en).toBe('Wolder');
    expect(rollOnTable(rng, BACKGROUNDS_1E).row.id).toBe('background/magician');
    expect(lookup(MALE_NAMES_1E, 1).row).toMatchObject({ id: 'name/arwel', name: { en: 'Arwel', 'zh-Hans': '阿沃欧' } });
  });

  it('d10 on each trait table; "Misfortunes" (厄运) is its own table, not the Doomed scar', () => {
    expect(lookup(MISFORTUNES_1E, 5).row).toMatchObject({ id: 'trait/misfortunes/cursed', name: { en: 'Cursed' } });
    expect(MISFORTUNES_1E.title['zh-Hans']).toBe('厄运');
    expect(SCARS_1E.rows[11]?.name['zh-Hans']).toBe('厄运');
    expect(SCARS_1E.rows[11]?.id).toBe('scar/doomed');
  });

  it('C21: 2e changed Skin and Face #7', () => {
    expect(lookup(FACE_1E, 7).row.name.en).toBe('Rat-like');
    expect(lookup(FACE_2E, 7).row.name.en).toBe('Rakish');
    expect(SKIN_2E.rows.map((row) => row.name.en)).toEqual(['Birthmarked', 'Marked', 'Oily', 'Rosy', 'Scarred', 'Soft', 'Tanned', 'Tattooed', 'Weathered', 'Webbed']);
  });
});

describe('R014: starting gear', () => {
  it('Armor: 1–3 none, 4–14 brigandine, 15–19 chainmail, 20 plate', () => {
    const ids = (face: number): string[] => lookup(STARTING_ARMOR_1E, face).row.options.map((option) => option.id);
    expect([1, 3, 4, 14, 15, 19, 20].map(ids)).toEqual([[], [], ['item/brigandine'], ['item/brigandine'], ['item/chainmail'], ['item/chainmail'], ['item/plate']]);
  });

  it('a rolled chainmail is an Item ready for an inventory: 2 armor, worn, bulky', () => {
    const chainmail = rollOnTable(scriptedRng([16]), STARTING_ARMOR_1E).row.options[0]?.item;
    expect(chainmail).toEqual({ id: 'item/chainmail', kind: 'armor', slots: 2, carry: 'worn', armor: 2, armorWhen: 'worn' });
  });

  it('Helmets & Shields: 1–13 none, 14–16 helmet, 17–19 shield, 20 both', () => {
    const ids = (face: number): string[] => lookup(STARTING_HELMETS_AND_SHIELDS_1E, face).row.options.map((option) => option.id);
    expect([13, 14, 16, 17, 19, 20].map(ids)).toEqual([[], ['item/helmet'], ['item/helmet'], ['item/shield'], ['item/shield'], ['item/helmet', 'item/shield']]);
    expect(lookup(STARTING_HELMETS_AND_SHIELDS_1E, 20).row.pick).toBe('all');
    expect(lookup(STARTING_HELMETS_AND_SHIELDS_1E, 17).row.options[0]?.item).toMatchObject({ carry: 'held', armorWhen: 'held', armor: 1 });
  });

  it('Weapons: pick only one of each result (1–5 d6, 6–14 d8, 15–19 ranged, 20 d10 bulky)', () => {
    const row = (face: number) => lookup(STARTING_WEAPONS_1E, face).row;
    expect(row(5).pick).toBe('one');
    expect(row(5).options.map((o) => o.item.damage)).toEqual(['d6', 'd6', 'd6']);
    expect(row(6).options.map((o) => o.item.damage)).toEqual(['d8', 'd8', 'd8']);
    expect(row(15).options.map((o) => [o.id, o.item.damage, o.item.slots])).toEqual([
      ['item/bow', 'd6', 2],
      ['item/crossbow', 'd8', 2],
      ['item/sling', 'd4', 1],
    ]);
    expect(row(20).options.map((o) => [o.id, o.item.damage, o.item.slots])).toEqual([
      ['item/halberd', 'd10', 2],
      ['item/war-hammer', 'd10', 2],
      ['item/battleaxe', 'd10', 2],
    ]);
  });

  it('d20 tables of gear, tools and trinkets yield Items', () => {
    expect(rollOnTable(scriptedRng([3]), EXPEDITIONARY_GEAR_1E).row.item).toEqual({ id: 'item/cart', kind: 'transport', slots: 2, carry: 'held', cargoSlots: 4 });
    expect(lookup(TOOLS_1E, 7).row.item.id).toBe('item/crowbar');
    expect(lookup(TRINKETS_1E, 20).row.item.id).toBe('item/whistle');
  });

  it('Bonus Item: 1–5 tool or trinket, 6–13 expeditionary gear, 14–17 armor or weapon, 18–20 spellbook', () => {
    const tables = (face: number): readonly string[] => lookup(BONUS_ITEM_1E, face).row.tables;
    expect(tables(5)).toEqual(['table/tools', 'table/trinkets']);
    expect(tables(6)).toEqual(['table/expeditionary-gear']);
    expect(tables(17)).toEqual(['table/starting-armor', 'table/starting-weapons']);
    expect(tables(18)).toEqual(['table/spellbooks']);
  });
});

describe('R015: the spellbook table', () => {
  it('d100 gives a spell of the spell list, with its effect', () => {
    const row = rollOnTable(scriptedRng([20]), SPELLBOOKS_1E).row;
    expect(row.spell).toBe('spell/cure-wounds');
    const spell = SPELLS_1E.spells.find((s) => s.id === row.spell);
    expect(spell?.effect['zh-Hans']).toBe('每天为你能触摸的某一生物恢复 1d4 力量。'); // R088
    expect(spell?.effect.en).toMatch(/d4 STR/);
  });

  it('keeps the d100 table own wording: #99 is 法师标记 in the table, 法术标记 in the list (same spell)', () => {
    expect(lookup(SPELLBOOKS_1E, 99).row).toMatchObject({ spell: 'spell/wizard-mark', name: { 'zh-Hans': '法师标记' } });
    expect(SPELLS_1E.spells[98]?.name['zh-Hans']).toBe('法术标记');
  });

  it('2d10 instead: one die for tens, one for ones, 0 and 0 reads 100', () => {
    expect(d100FromD10s(4, 2)).toBe(42);
    expect(d100FromD10s(10, 7)).toBe(7);
    expect(d100FromD10s(7, 10)).toBe(70);
    expect(d100FromD10s(10, 10)).toBe(100);
    expect(d100FromD10s(1, 1)).toBe(11);
    expect(lookup(SPELLBOOKS_1E, d100FromD10s(10, 10)).row.spell).toBe('spell/x-ray-vision');
    const faces = new Set<number>();
    for (let tens = 1; tens <= 10; tens++) for (let ones = 1; ones <= 10; ones++) faces.add(d100FromD10s(tens, ones));
    expect(faces.size).toBe(100);
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(100);
  });

  it('C19: the 2e d100 order differs from #30 on', () => {
    expect(lookup(SPELLBOOKS_2E, 30).row.name.en).toBe('Fish Lung');
    expect(lookup(SPELLBOOKS_2E, 31).row.firstEdition).toBe('spell/flare');
    expect(lookup(SPELLBOOKS_1E, 30).row.spell).toBe('spell/flare');
  });
});

describe('R087: relics', () => {
  const relic = (id: string) => RELICS_1E.relics.find((r) => r.id === id);

  it('Honeyclasp: 3 charges, recharged in royal jelly', () => {
    expect(relic('relic/honeyclasp')?.item).toEqual({
      id: 'relic/honeyclasp', kind: 'relic', slots: 1, carry: 'stowed',
      uses: { kind: 'charges', current: 3, max: 3 }, recharge: { code: 'royal-jelly', textId: 'recharge/honeyclasp' },
    });
    expect(relic('relic/honeyclasp')?.effect?.en).toMatch(/6 inches/);
  });

  it("Falconer's Friend: 1 charge of Haste, recharged by shooting it from a crossbow and getting it back", () => {
    expect(relic('relic/falconers-friend')?.item).toMatchObject({ uses: { kind: 'charges', max: 1 }, spell: 'spell/haste', recharge: { code: 'shot-and-recovered' } });
  });

  it('Staff of Silence: 1 charge, 50 ft, recharged under a full moon', () => {
    expect(relic('relic/staff-of-silence')?.item).toMatchObject({ uses: { kind: 'charges', max: 1 }, recharge: { code: 'full-moon', textId: 'recharge/staff-of-silence' } });
    expect(relic('relic/staff-of-silence')?.rangeFt).toBe(50);
  });

  it('Leycap: 1 use, no recharge; removes one Fatigue, then a WIL save or Deprived', () => {
    expect(relic('relic/leycap')?.item).toEqual({ id: 'relic/leycap', kind: 'relic', slots: 1, carry: 'stowed', uses: { kind: 'uses', current: 1, max: 1 } });
    expect(relic('relic/leycap')?.onUse).toEqual({ removeFatigue: 1, save: { attribute: 'wil', onFail: 'deprived' } });
  });
});

describe('R089: reactions (2d6)', () => {
  it('2 hostile, 3–5 wary, 6–8 curious, 9–11 kind, 12 helpful', () => {
    const ids = [2, 3, 5, 6, 8, 9, 11, 12].map((face) => lookup(REACTIONS_2E, face).row.id);
    expect(ids).toEqual(['reaction/hostile', 'reaction/wary', 'reaction/wary', 'reaction/curious', 'reaction/curious', 'reaction/kind', 'reaction/kind', 'reaction/helpful']);
    expect(REACTIONS_1E.rows.map((row) => [row.min, row.max, row.id])).toEqual(REACTIONS_2E.rows.map((row) => [row.min, row.max, row.id]));
  });

  it('rolls two d6 and sums them', () => {
    const result = rollOnTable(scriptedRng([6, 6]), REACTIONS_2E);
    expect(result.row.id).toBe('reaction/helpful');
    expect(result.events[0]).toMatchObject({ type: 'dice-rolled', notation: '2d6', total: 12 });
  });

  it("words: the 2e zh-Hant core rules' own (敵對…樂於協助), zh-Hans per edition", () => {
    expect(REACTIONS_2E.rows.map((row) => row.name['zh-Hant'])).toEqual(['敵對', '警戒', '好奇', '友善', '樂於協助']);
    expect(REACTIONS_2E.rows.map((row) => row.name['zh-Hans'])).toEqual(['敌对', '戒备', '好奇', '和善', '热心']);
    expect(REACTIONS_1E.rows.map((row) => row.name['zh-Hans'])).toEqual(['敌意', '警惕', '好奇', '亲切', '乐于帮助']);
  });
});

describe('R034, R044–R054: the scars table by HP lost', () => {
  it('HP lost 3 is Walloped (重擊倒地), 6 a Reorienting Head Wound, 12 Doomed', () => {
    expect(lookup(SCARS_2E, 3).row).toMatchObject({ id: 'scar/walloped', name: { en: 'Walloped', 'zh-Hans': '痛击倒地', 'zh-Hant': '重擊倒地' } });
    expect(lookup(SCARS_2E, 6).row.id).toBe('scar/reorienting-head-wound');
    expect(lookup(SCARS_1E, 12).row.name['zh-Hant']).toBe('命懸一線');
  });

  it("rows 1, 4 and 6 carry their own d6 tables, with ScarRecord's detail codes", () => {
    const location = SCARS_2E.rows[0]?.detail;
    const limb = SCARS_2E.rows[3]?.detail;
    const attribute = SCARS_2E.rows[5]?.detail;
    if (location === undefined || limb === undefined || attribute === undefined) throw new Error('missing detail tables');
    expect([1, 2, 3, 4, 5, 6].map((face) => lookup(location, face).row.detail)).toEqual(['neck', 'hands', 'eye', 'chest', 'legs', 'ear']);
    expect([1, 2, 3, 4, 5, 6].map((face) => lookup(limb, face).row.detail)).toEqual(['leg', 'leg', 'arm', 'arm', 'rib', 'skull']);
    expect([1, 2, 3, 4, 5, 6].map((face) => rollOnTable(scriptedRng([face]), attribute).row.detail)).toEqual(['str', 'str', 'dex', 'dex', 'wil', 'wil']);
  });

  it('C16: the 1e and 2e tables say the same in English; only the Chinese wording differs', () => {
    expect(SCARS_1E.rows.map((row) => [row.id, row.name.en, row.effect.en])).toEqual(SCARS_2E.rows.map((row) => [row.id, row.name.en, row.effect.en]));
    expect(SCARS_1E.rows[2]?.name['zh-Hans']).toBe('击飞');
    // row 1: the second d6 alone decides, never a sum with the location die
    expect(SCARS_2E.rows[0]?.effect.en).toMatch(/Then roll d6; if it beats your max HP/);
  });
});

describe('R093–R097: monster creation and conversion', () => {
  it('R094: attributes 3 deficient, 6 weak, 10 average, 14 noteworthy, 18 legendary', () => {
    for (const table of [MONSTER_CREATION_1E, MONSTER_CREATION_2E]) {
      expect(table.attributes.map((step) => [step.value, step.name.en])).toEqual([[3, 'deficient'], [6, 'weak'], [10, 'average'], [14, 'noteworthy'], [18, 'legendary']]);
    }
    expect(MONSTER_CREATION_1E.attributes.map((step) => step.name['zh-Hans'])).toEqual(['羸弱', '弱小', '平均', '突出', '传奇']);
  });

  it('R095: HP 3 for an average creature, 6 hardy, 10+ a serious threat', () => {
    expect(MONSTER_CREATION_1E.hp.map((step) => [step.value, step.orMore ?? false])).toEqual([[3, false], [6, false], [10, true]]);
  });

  it('R093: the stat line is HP, Armor, STR, DEX, WIL, attacks, then three bullets', () => {
    expect(MONSTER_CREATION_1E.statBlock.order).toEqual(['hp', 'armor', 'str', 'dex', 'wil', 'attacks']);
    expect(MONSTER_CREATION_1E.statBlock.bullets).toHaveLength(3);
  });

  it('R096: 1e conversion: 1 HP per HD, humanoids at least 4 HP, Morale as baseline, armed attacks at least d6', () => {
    expect(OSR_CONVERSION_1E).toMatchObject({ hpPerHitDie: 1, humanoidMinimumHp: 4, wilBaseline: 'morale', armedAttackMinimumDamage: 'd6' });
    expect(OSR_CONVERSION_1E.hints.map((hint) => hint.gives)).toEqual(['hp', 'armor', 'str', 'dex', 'wil']);
  });

  it('R097: 2e conversion: HP 3 + HD, AC to Armor, ML to WIL, saving throws to attributes', () => {
    expect(OSR_CONVERSION_2E.hp).toEqual({ base: 3, perHitDie: 1 });
    expect(OSR_CONVERSION_2E.armorFromArmorClass.descending.map((step) => [step.ac, step.armor])).toEqual([[7, 1], [5, 2], [3, 3]]);
    expect(OSR_CONVERSION_2E.armorFromArmorClass.ascending.map((step) => [step.ac, step.armor])).toEqual([[12, 1], [14, 2], [16, 3]]);
    expect(OSR_CONVERSION_2E.wilFromMorale.map((step) => [step.morale, step.wil])).toEqual([[4, 6], [8, 12], [10, 15], [12, 18]]);
    expect(OSR_CONVERSION_2E.savingThrows.map((save) => save.attributes)).toEqual([['str'], ['dex'], ['wil', 'str'], ['dex', 'str'], ['wil']]);
  });
});

describe('bad input gets a CairnError', () => {
  it('a face outside the dice: BAD_TABLE naming the face', () => {
    expect(catchCairnError(() => lookup(PHYSIQUE_1E, 11), 'BAD_TABLE').message).toBe('lookup: face must be an integer from 1 to 10 (a face of d10), got 11');
    catchCairnError(() => lookup(PHYSIQUE_1E, 0), 'BAD_TABLE');
    catchCairnError(() => lookup(PHYSIQUE_1E, 2.5), 'BAD_TABLE');
    catchCairnError(() => lookup(PHYSIQUE_1E, Number.NaN), 'BAD_TABLE');
    catchCairnError(() => lookup(REACTIONS_2E, 1), 'BAD_TABLE');
    catchCairnError(() => lookup(PHYSIQUE_1E, '3' as unknown as number), 'BAD_TABLE');
  });

  it('a table with a gap or an overlap: BAD_TABLE naming the place', () => {
    const gap = { id: 'table/gap', dice: 'd4', rows: [{ min: 1, max: 2, id: 'a' }, { min: 4, max: 4, id: 'b' }] };
    expect(catchCairnError(() => lookup(gap, 1), 'BAD_TABLE').message).toBe(
      'lookup: table.rows must cover every face from 1 to 4 exactly once; face 3 is covered by no row',
    );
    const overlap = { id: 'table/overlap', dice: 'd4', rows: [{ min: 1, max: 3, id: 'a' }, { min: 3, max: 4, id: 'b' }] };
    expect(catchCairnError(() => rollOnTable(scriptedRng([1]), overlap), 'BAD_TABLE').message).toBe(
      'rollOnTable: table.rows[1] covers face 3, which rows[0] covers too',
    );
  });

  it('not a table, bad dice, bad rows: BAD_TABLE', () => {
    for (const table of [null, 42, 'table/physique', {}, { id: 'x', dice: '3x6', rows: [] }, { id: 'x', dice: 'd6', rows: [] }, { id: 'x', dice: 'd6', rows: [{ min: 1, max: 7, id: 'a' }] }]) {
      catchCairnError(() => lookup(table as unknown as Rollable, 1), 'BAD_TABLE');
    }
    catchCairnError(() => lookup({ id: 'x', dice: '1000d1000', rows: [{ min: 1000, max: 1000000, id: 'a' }] }, 1000), 'BAD_TABLE');
  });

  it('a bad rng: BAD_RNG; an rng that returns an impossible face: BAD_FACE; too few faces: RNG_EXHAUSTED', () => {
    catchCairnError(() => rollOnTable({} as never, PHYSIQUE_1E), 'BAD_RNG');
    catchCairnError(() => rollOnTable({ die: () => 11 }, PHYSIQUE_1E), 'BAD_FACE');
    catchCairnError(() => rollOnTable(scriptedRng([6]), REACTIONS_2E), 'RNG_EXHAUSTED');
  });

  it('d100FromD10s refuses what is not a d10 face: BAD_ARGUMENT', () => {
    expect(catchCairnError(() => d100FromD10s(0, 3), 'BAD_ARGUMENT').message).toBe('d100FromD10s: tens must be an integer from 1 to 10 (a d10), got 0');
    catchCairnError(() => d100FromD10s(3, 11), 'BAD_ARGUMENT');
    catchCairnError(() => d100FromD10s(3, 1.5), 'BAD_ARGUMENT');
  });

  it('safeParseTable reports the problems without throwing', () => {
    expect(safeParseTable(PHYSIQUE_1E)).toEqual({ success: true, output: PHYSIQUE_1E });
    const result = safeParseTable({ id: '', dice: 'd3', rows: [{ min: 1, max: 1, id: 'a' }, { min: 2, max: 9, id: 'b' }] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.issues.map((issue) => issue.path)).toEqual(['id', 'rows[1].max']);
    }
    expect(safeParseTable(undefined)).toEqual({ success: false, issues: [{ path: '', message: 'must be an object with id, dice and rows, got undefined' }] });
  });
});
