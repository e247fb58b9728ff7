// The tables as a whole: ids, references, counts, prices, languages and
// licence. Rule ids in titles name the rule a table serves.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCAR_IDS } from '../../src/model/scar.js';
import {
  BACKGROUNDS_1E,
  BESTIARY_1E,
  BESTIARY_2E,
  BONUS_ITEM_1E,
  DATASETS_1E,
  DATASETS_2E,
  EQUIPMENT_1E,
  FEMALE_NAMES_1E,
  GEAR_PACKAGES_1E,
  HIRELINGS_2E,
  MALE_NAMES_1E,
  MARKETPLACE_ARMOR_2E,
  MARKETPLACE_GEAR_2E,
  MARKETPLACE_TRANSPORT_2E,
  MARKETPLACE_UPKEEP_2E,
  MARKETPLACE_WEAPONS_2E,
  RELICS_1E,
  RELICS_2E,
  SCARS_1E,
  SCARS_2E,
  SPELLBOOKS_1E,
  SPELLBOOKS_2E,
  SPELLS_1E,
  SURNAMES_1E,
  type Dataset,
  type PriceList,
  type Rollable,
} from '../../src/tables/index.js';
import { DATA_DIR, isText, readDataFiles, walk } from './data.js';

const files = readDataFiles();
const SHARED = join(DATA_DIR, '..', '..', 'shared');
// The project's DATA-FACTS.md, vendored so the price and number checks run
// on every machine; a test below keeps the copy equal to the shared original.
const FACTS = join(DATA_DIR, '..', 'test', 'fixtures', 'DATA-FACTS.md');
const SHARED_FACTS = join(SHARED, 'DATA-FACTS.md');
const hasShared = existsSync(join(SHARED, 'seeds'));
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const TRAITS_1E = ['physique', 'skin', 'hair', 'face', 'speech', 'clothing', 'virtue', 'vice', 'reputation', 'misfortunes'];
const TRAITS_2E = TRAITS_1E.slice(0, 8);

const byId = (datasets: readonly Dataset[], id: string): Dataset => {
  const found = datasets.find((dataset) => dataset.id === id);
  if (found === undefined) throw new Error(`no dataset ${id}`);
  return found;
};
const isRollable = (dataset: Dataset): dataset is Dataset & Rollable => 'dice' in dataset && 'rows' in dataset;
/** The records a dataset defines: rows, spells, entries, packages, monsters, relics, hirelings, terms, scale steps. */
function records(dataset: Dataset): readonly { id: string }[] {
  const d = dataset as unknown as Record<string, unknown>;
  for (const key of ['rows', 'spells', 'entries', 'packages', 'monsters', 'relics', 'hirelings', 'terms']) {
    if (Array.isArray(d[key])) return d[key] as { id: string }[];
  }
  if (Array.isArray(d['attributes'])) return [...(d['attributes'] as { id: string }[]), ...(d['hp'] as { id: string }[])];
  if (Array.isArray(d['savingThrows'])) return d['savingThrows'] as { id: string }[];
  if (Array.isArray(d['hints'])) return [...(d['guidelines'] as { id: string }[]), ...(d['hints'] as { id: string }[])];
  return [];
}

describe('the table files', () => {
  it('ship every table: 31 first edition files and 22 second edition files, one table per file', () => {
    expect(files.filter((f) => f.json.edition === '1e')).toHaveLength(31);
    expect(files.filter((f) => f.json.edition === '2e')).toHaveLength(22);
    expect(DATASETS_1E).toHaveLength(31);
    expect(DATASETS_2E).toHaveLength(22);
    for (const { file, json } of files) expect(file.startsWith(`${json.edition}/`), file).toBe(true);
  });

  it('carry the licence and attribution, a source and a localization record', () => {
    for (const { file, json } of files) {
      expect(json['license'], file).toEqual({
        spdx: 'CC-BY-SA-4.0',
        attribution: 'Cairn by Yochai Gal, CC-BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      });
      const source = json['source'] as { book: string; edition: string; section: string };
      expect(source.book.length, file).toBeGreaterThan(0);
      expect(source.section.length, file).toBeGreaterThan(0);
      expect(source.edition, file).toBe(json.edition);
    }
  });

  it('are the typed exports: each typed table equals its file', () => {
    for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
      const file = files.find((f) => f.json.id === dataset.id && f.json.edition === dataset.edition);
      expect(file, dataset.id).toBeDefined();
      expect(dataset).toEqual(file?.json);
    }
  });

  it('are deep-frozen', () => {
    for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
      for (const [path, node] of walk(dataset)) expect(Object.isFrozen(node), `${dataset.id} ${path}`).toBe(true);
    }
  });
});

describe('ids', () => {
  it('are stable kebab-case English, namespaced, never Chinese', () => {
    for (const { file, json } of files) {
      for (const [path, node] of walk(json)) {
        for (const key of ['id', 'textId', 'spell', 'spellTable', 'casts']) {
          if (key in node) expect(String(node[key]), `${file} ${path}.${key}`).toMatch(ID);
        }
      }
    }
  });

  it('are unique: tables within an edition, and the records of each table', () => {
    for (const datasets of [DATASETS_1E, DATASETS_2E]) {
      const ids = datasets.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const dataset of datasets) {
        const recordIds = records(dataset).map((r) => r.id);
        expect(recordIds.length, dataset.id).toBeGreaterThan(0);
        expect(new Set(recordIds).size, dataset.id).toBe(recordIds.length);
      }
    }
  });

  it('name one item the same way everywhere in an edition (a rolled chainmail is the list chainmail)', () => {
    for (const datasets of [DATASETS_1E, DATASETS_2E]) {
      const items = new Map<string, unknown>();
      for (const dataset of datasets) {
        for (const [path, node] of walk(dataset)) {
          const item = node['item'] as { id: string } | undefined;
          if (item === undefined) continue;
          if (typeof node['id'] === 'string') expect(item.id, `${dataset.id} ${path}`).toBe(node['id']);
          if (items.has(item.id)) expect(item, `${dataset.id} ${path}`).toEqual(items.get(item.id));
          else items.set(item.id, item);
        }
      }
    }
  });

  it('use SCAR_IDS for the scars tables, in row order (R044–R054)', () => {
    expect(SCARS_1E.rows.map((row) => row.id)).toEqual([...SCAR_IDS]);
    expect(SCARS_2E.rows.map((row) => row.id)).toEqual([...SCAR_IDS]);
  });
});

describe('references', () => {
  const spells1e = new Set(SPELLS_1E.spells.map((spell) => spell.id));
  const spells2e = new Set(SPELLBOOKS_2E.rows.map((row) => row.id));

  it('R015: every row of the spellbook d100 table names a spell of the spell list, in the same order', () => {
    expect(SPELLBOOKS_1E.rows.map((row) => row.spell)).toEqual(SPELLS_1E.spells.map((spell) => spell.id));
    for (const row of SPELLBOOKS_1E.rows) {
      expect(row.id).toBe(row.spell);
      expect(row.min).toBe(SPELLS_1E.spells.find((spell) => spell.id === row.spell)?.index);
    }
  });

  it('C19: every 2e spell links to the 1e spell of the same name, where there is one', () => {
    const byName = new Map(SPELLS_1E.spells.map((spell) => [spell.name.en, spell.id]));
    for (const row of SPELLBOOKS_2E.rows) {
      expect(row.firstEdition, row.id).toBe(byName.get(row.name.en) ?? null);
      if (row.firstEdition !== null) expect(spells1e.has(row.firstEdition)).toBe(true);
    }
    const added = SPELLBOOKS_2E.rows.filter((row) => row.firstEdition === null).map((row) => row.name.en);
    expect(added).toEqual(['Fish Lung', 'Passage', 'Skillful Repair']);
    const kept = new Set(SPELLBOOKS_2E.rows.map((row) => row.firstEdition));
    expect(SPELLS_1E.spells.filter((spell) => !kept.has(spell.id)).map((spell) => spell.name.en)).toEqual(['Spectacle', 'Summon Cube', 'Summon Idol']);
    // 1e #30 Flare is 2e #31: the 2e indices shift after the insertions (A.6).
    expect(SPELLBOOKS_2E.rows[30]?.firstEdition).toBe('spell/flare');
  });

  it('R014: the bonus item table points at tables of its edition', () => {
    const ids = new Set(DATASETS_1E.map((d) => d.id));
    for (const row of BONUS_ITEM_1E.rows) for (const table of row.tables) expect(ids.has(table), table).toBe(true);
  });

  it('gear packages point at items, spells, relics and tables that exist', () => {
    const items = new Map<string, unknown>();
    for (const dataset of DATASETS_1E.filter((d) => d.id !== 'table/gear-packages')) {
      for (const [, node] of walk(dataset)) {
        const item = node['item'] as { id: string } | undefined;
        if (item !== undefined) items.set(item.id, item);
      }
    }
    const relics = new Map(RELICS_1E.relics.map((relic) => [relic.id, relic.item]));
    const tables = new Set(DATASETS_1E.map((d) => d.id));
    let shared = 0;
    for (const pack of GEAR_PACKAGES_1E.packages) {
      for (const entry of pack.entries) {
        expect(entry.item !== undefined || entry.companion !== undefined, entry.id).toBe(true);
        if (entry.item !== undefined && entry.id.startsWith('relic/')) expect(entry.item).toEqual(relics.get(entry.id));
        if (entry.item !== undefined && items.has(entry.id)) {
          expect(entry.item).toEqual(items.get(entry.id));
          shared++;
        }
        for (const spell of [...(entry.spells ?? []), ...(entry.casts === undefined ? [] : [entry.casts])]) expect(spells1e.has(spell), spell).toBe(true);
        if (entry.spellTable !== undefined) expect(tables.has(entry.spellTable)).toBe(true);
      }
    }
    // chainmail, helmet, manacles, cart, dagger, sickle, war hammer, long sword, lockpicks ...
    expect(shared).toBeGreaterThanOrEqual(15);
  });

  it('bestiary spellcasters name spells of their edition', () => {
    for (const monster of BESTIARY_1E.monsters) for (const spell of monster.spellcasting?.spells ?? []) expect(spells1e.has(spell), spell).toBe(true);
    for (const monster of BESTIARY_2E.monsters) for (const spell of monster.spellcasting?.spells ?? []) expect(spells2e.has(spell), spell).toBe(true);
  });

  it('R040: a note crit effect names the text of its critical-damage bullet; a relic names its recharge text', () => {
    for (const monster of [...BESTIARY_1E.monsters, ...BESTIARY_2E.monsters]) {
      const effect = monster.stats.onTargetCritFail;
      if (effect?.type === 'note') expect(monster.criticalDamage?.id).toBe(effect.textId);
    }
    for (const relic of [...RELICS_1E.relics, ...RELICS_2E.relics]) {
      expect(relic.item.id).toBe(relic.id);
      expect(relic.item.recharge?.textId).toBe(relic.recharge?.id);
      if (relic.item.spell !== undefined) expect(spells1e.has(relic.item.spell)).toBe(true);
    }
  });
});

describe('counts', () => {
  it('R010: 20 female names, 20 male names, 20 surnames, 20 backgrounds (d20 each)', () => {
    for (const table of [FEMALE_NAMES_1E, MALE_NAMES_1E, SURNAMES_1E, BACKGROUNDS_1E]) {
      expect(table.dice).toBe('d20');
      expect(table.rows).toHaveLength(20);
    }
  });

  it('R010: ten 1e trait tables of ten rows each; C21: eight in 2e', () => {
    for (const [datasets, slugs] of [[DATASETS_1E, TRAITS_1E], [DATASETS_2E, TRAITS_2E]] as const) {
      const tables = slugs.map((slug) => byId(datasets, `table/${slug}`) as Rollable);
      expect(tables).toHaveLength(slugs.length);
      for (const table of tables) {
        expect(table.dice).toBe('d10');
        expect(table.rows).toHaveLength(10);
      }
    }
    expect(DATASETS_2E.some((d) => d.id === 'table/reputation' || d.id === 'table/misfortunes')).toBe(false);
  });

  it('100 spells in 1e and 100 in 2e', () => {
    expect(SPELLS_1E.spells).toHaveLength(100);
    expect(SPELLBOOKS_1E.rows).toHaveLength(100);
    expect(SPELLBOOKS_2E.rows).toHaveLength(100);
  });

  it('68 entries in the 1e equipment list, each an Item with a price', () => {
    expect(EQUIPMENT_1E.entries).toHaveLength(68);
    for (const entry of EQUIPMENT_1E.entries) expect(entry.item?.id).toBe(entry.id);
  });

  it('ten gear packages of six lines each', () => {
    expect(GEAR_PACKAGES_1E.packages).toHaveLength(10);
    for (const pack of GEAR_PACKAGES_1E.packages) expect(pack.entries, pack.id).toHaveLength(6);
  });

  it('6 + 84 monsters, 4 + 46 relics, 12 hireling roles', () => {
    expect(BESTIARY_1E.monsters).toHaveLength(6);
    expect(BESTIARY_2E.monsters).toHaveLength(84);
    expect(RELICS_1E.relics).toHaveLength(4);
    expect(RELICS_2E.relics).toHaveLength(46);
    expect(HIRELINGS_2E.hirelings).toHaveLength(12);
  });
});

describe('every rollable table', () => {
  it('covers every face of its dice exactly once', () => {
    const tables: Rollable[] = [];
    for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
      if (isRollable(dataset)) tables.push(dataset);
      for (const [, node] of walk(dataset)) if ((node as unknown) !== dataset && typeof node['dice'] === 'string' && Array.isArray(node['rows'])) tables.push(node as unknown as Rollable);
    }
    expect(tables.length).toBe(35 + 6); // 24 + 11 tables, and the scars' 3 detail tables in each edition
    for (const table of tables) {
      const [, count = '1', sides = '0'] = /^(\d*)d(\d+)$/.exec(table.dice) ?? [];
      const low = Number(count || 1);
      const high = low * Number(sides);
      const seen = new Map<number, number>();
      for (const row of table.rows) for (let face = row.min; face <= row.max; face++) seen.set(face, (seen.get(face) ?? 0) + 1);
      for (let face = low; face <= high; face++) expect(seen.get(face), `${table.id} face ${face}`).toBe(1);
      expect([...seen.keys()].every((face) => face >= low && face <= high), table.id).toBe(true);
    }
  });
});

describe.skipIf(!existsSync(SHARED_FACTS))('the vendored DATA-FACTS.md', () => {
  it('is the shared original, unchanged', () => {
    expect(readFileSync(FACTS, 'utf8')).toBe(readFileSync(SHARED_FACTS, 'utf8'));
  });
});

describe('prices and numbers equal DATA-FACTS.md', () => {
  const facts = readFileSync(FACTS, 'utf8');
  const lineAfter = (heading: string, start: string): string => {
    const from = facts.indexOf(heading);
    return facts.slice(from).split('\n').find((line) => line.startsWith(start)) ?? '';
  };
  /** Splits "a (x, y) = 5; b = 6" on "; " outside brackets. */
  const entries = (line: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let current = '';
    for (let i = 0; i < line.length; i++) {
      const c = line[i] as string;
      if ('([（'.includes(c)) depth++;
      if (')]）'.includes(c)) depth--;
      if (depth === 0 && line.startsWith('; ', i)) {
        out.push(current.trim());
        current = '';
        i++;
        continue;
      }
      current += c;
    }
    return [...out, current.trim()];
  };
  const bare = (name: string): string => name.replace(/ \([^)]*\)$/, '');

  it('1e equipment list: 68 prices in A.3 order, names matching', () => {
    const list = entries(lineAfter('### A.3', 'Shield (+1 Armor)')).map((entry) => {
      const [, label = '', price = ''] = /^(.+?) = (\d+) \(/.exec(entry) ?? [];
      return { label, price: Number(price) };
    });
    expect(list).toHaveLength(68);
    EQUIPMENT_1E.entries.forEach((entry, i) => {
      expect(entry.price, entry.id).toBe(list[i]?.price);
      expect(list[i]?.label.startsWith(bare(entry.name.en)), `${entry.name.en} / ${list[i]?.label}`).toBe(true);
    });
  });

  it('2e Marketplace: every section priced as A.5 says, and the hireling wages (R091)', () => {
    const sections: [string, PriceList][] = [
      ['**Armor**', MARKETPLACE_ARMOR_2E],
      ['**Weapons**', MARKETPLACE_WEAPONS_2E],
      ['**Transport**', MARKETPLACE_TRANSPORT_2E],
      ['**Upkeep & Recovery**', MARKETPLACE_UPKEEP_2E],
      ['**Gear**', MARKETPLACE_GEAR_2E],
    ];
    for (const [heading, table] of sections) {
      const line = lineAfter('### A.5', heading);
      const list = entries(line.slice(line.indexOf(': ') + 2)).map((entry) => {
        const [, label = '', price = ''] = /^(.+) = (\d+)$/.exec(entry) ?? [];
        return { label, price: Number(price) };
      });
      expect(table.entries.map((entry) => entry.price), heading).toEqual(list.map((entry) => entry.price));
      table.entries.forEach((entry, i) => expect(list[i]?.label.startsWith(bare(entry.name.en)), `${entry.name.en} / ${list[i]?.label}`).toBe(true));
    }
    const wages = lineAfter('### A.5', '**Hirelings (per day)**');
    expect(HIRELINGS_2E.hirelings.map((h) => `${h.name.en} = ${h.wage}`).join('; ')).toBe(wages.slice(wages.indexOf(': ') + 2));
  });

  it('2e hireling stat lines, relics and bestiary stat lines match A.5, A.7 and A.8', () => {
    const statLine = (s: { hp: number; armor: number; str: number; dex: number; wil: number }): string =>
      [`${s.hp} HP`, ...(s.armor > 0 ? [`${s.armor} Armor`] : []), `${s.str} STR`, `${s.dex} DEX`, `${s.wil} WIL`].join(', ');
    const hirelings = lineAfter('### A.5', '**Example hireling stat blocks**');
    for (const h of HIRELINGS_2E.hirelings) expect(hirelings).toContain(`${h.name.en} (${h.wage}`);
    for (const h of HIRELINGS_2E.hirelings) expect(hirelings).toContain(`[${statLine(h.stats)}]`);
    const bestiary = entries(lineAfter('### A.8', 'Acolyte ['));
    expect(bestiary).toHaveLength(84);
    BESTIARY_2E.monsters.forEach((monster, i) => {
      const fact = bestiary[i] ?? '';
      expect(fact.startsWith(`${monster.name.en} [${statLine(monster.stats)}`), fact).toBe(true);
      for (const attack of monster.attacks) expect(fact, monster.id).toContain(`${attack.name.en} (${attack.damage}`);
      expect(fact.includes('_detachment_'), monster.id).toBe(monster.stats.kind === 'detachment');
      expect((fact.match(/_blast_/g) ?? []).length, monster.id).toBe(monster.attacks.filter((a) => a.qualities.includes('blast')).length);
    });
    const relics = entries(lineAfter('### A.7', 'A Blade Called Hope'));
    expect(relics).toHaveLength(46);
    RELICS_2E.relics.forEach((relic, i) => {
      const { item } = relic;
      const parts = [
        item.damage === undefined ? relic.name.en : `${relic.name.en} (${item.damage})`,
        ...(item.armor === undefined ? [] : [`+${item.armor} Armor`]),
        ...(item.uses === undefined ? [] : [`${item.uses.max} ${item.uses.kind === 'uses' ? 'use' : 'charge'}${item.uses.max > 1 ? 's' : ''}`]),
        ...(item.slots === 0 ? ['_petty_'] : item.slots === 2 ? ['_bulky_'] : []),
      ];
      expect(parts.join(', ')).toBe(relics[i]);
    });
  });
});

describe('languages', () => {
  it('every 1st edition text has non-empty en, zh-Hans and zh-Hant', () => {
    let texts = 0;
    for (const { file, json } of files.filter((f) => f.json.edition === '1e')) {
      for (const [path, node] of walk(json)) {
        if (!isText(node)) continue;
        texts++;
        for (const tag of ['en', 'zh-Hans', 'zh-Hant']) expect(node[tag]?.trim().length ?? 0, `${file} ${path} ${tag}`).toBeGreaterThan(0);
      }
    }
    expect(texts).toBeGreaterThan(800);
  });

  it('every 2nd edition text has English; a converted zh-Hant exists exactly where zh-Hans does', () => {
    for (const { file, json } of files.filter((f) => f.json.edition === '2e')) {
      const rule = (json['localization'] as { 'zh-Hant': { from: string } })['zh-Hant'];
      for (const [path, node] of walk(json)) {
        if (!isText(node)) continue;
        expect(node['en']?.length ?? 0, `${file} ${path}`).toBeGreaterThan(0);
        if (rule.from === 'converted') expect('zh-Hant' in node, `${file} ${path}`).toBe('zh-Hans' in node);
      }
    }
  });

  it('the committed zh-Hant equals what scripts/zh-hant.mjs makes from zh-Hans (marked converted in the metadata)', () => {
    const out = execFileSync(process.execPath, [join(DATA_DIR, '..', 'scripts', 'zh-hant.mjs'), '--check'], { encoding: 'utf8' });
    expect(out).toMatch(/up to date/);
    const converted = files.filter((f) => (f.json['localization'] as { 'zh-Hant': { from: string } })['zh-Hant'].from === 'converted');
    expect(converted.length).toBeGreaterThan(40);
    for (const { json } of converted) expect((json['localization'] as { 'zh-Hant': { converter?: string } })['zh-Hant'].converter).toMatch(/opencc-js.*twp/);
  });

  describe.skipIf(!hasShared)('Chinese comes from the seeds, word for word', () => {
    const seed = (prefix: string): string => {
      const dir = join(SHARED, 'seeds');
      const file = ['000_81673da34ca784ab.txt', '003_4e6299bbbbf050cd.txt', '004_9bd09c910f97c2ec.txt'].find((f) => f.startsWith(prefix)) as string;
      return readFileSync(join(dir, file), 'utf8');
    };
    const s0 = hasShared ? seed('000') : '';
    const s3 = hasShared ? seed('003') : '';
    const s4 = hasShared ? seed('004') : '';

    it('every zh-Hans text is in seed 003 (1e) or seed 003/004 (2e)', () => {
      for (const { file, json } of files) {
        for (const [path, node] of walk(json)) {
          if (!isText(node) || node['zh-Hans'] === undefined) continue;
          const text = node['zh-Hans'];
          const found = json.edition === '1e' ? s3.includes(text) : s3.includes(text) || s4.includes(text);
          expect(found, `${file} ${path}: ${text}`).toBe(true);
        }
      }
    });

    it('zh-Hant marked as seed 000 is in seed 000: the scars and reactions (R089) and the rule terms', () => {
      let checked = 0;
      for (const { file, json } of files) {
        const rule = (json['localization'] as { 'zh-Hant': { from: string; converted?: string[] } })['zh-Hant'];
        if (rule.from === 'seed-000') {
          for (const [path, node] of walk(json)) {
            if (!isText(node)) continue;
            expect(s0.includes(node['zh-Hant'] ?? '\u0000'), `${file} ${path}: ${node['zh-Hant']}`).toBe(true);
            checked++;
          }
        } else if (rule.from === 'mixed') {
          const converted = new Set(rule.converted);
          for (const term of json['terms'] as { id: string; name: Record<string, string> }[]) {
            if (converted.has(term.id) || term.name['zh-Hant'] === undefined) continue;
            expect(s0.includes(term.name['zh-Hant']), `${file} ${term.id}`).toBe(true);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  });
});
