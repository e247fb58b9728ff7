// Invariants of the tables and of lookup/rollOnTable, for every shipped
// rollable table (the scars' own d6 tables included).
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isCairnError } from '../../src/model/error.js';
import { scriptedRng } from '../../src/dice/scriptedRng.js';
import { seededRng } from '../../src/dice/seededRng.js';
import { DATASETS_1E, DATASETS_2E, d100FromD10s, lookup, rollOnTable, safeParseTable, type Rollable } from '../../src/tables/index.js';
import { walk } from './data.js';

const tables: Rollable[] = [];
for (const dataset of [...DATASETS_1E, ...DATASETS_2E]) {
  for (const [, node] of walk(dataset)) if (typeof node['dice'] === 'string' && Array.isArray(node['rows'])) tables.push(node as unknown as Rollable);
}
const range = (table: Rollable): [number, number] => {
  const [, count = '', sides = '0'] = /^(\d*)d(\d+)$/.exec(table.dice) ?? [];
  const n = count === '' ? 1 : Number(count);
  return [n, n * Number(sides)];
};
const tableArb = fc.constantFrom(...tables);

describe('every shipped rollable table', () => {
  test.prop([tableArb])('covers every face of its dice exactly once', (table) => {
    const [low, high] = range(table);
    for (let face = low; face <= high; face++) {
      expect(table.rows.filter((row) => row.min <= face && face <= row.max)).toHaveLength(1);
    }
  });

  test.prop([tableArb.chain((table) => fc.tuple(fc.constant(table), fc.integer({ min: range(table)[0], max: range(table)[1] })))])(
    'lookup of any face gives the one row whose min..max holds it',
    ([table, face]) => {
      const { row, events } = lookup(table, face);
      expect(row.min <= face && face <= row.max).toBe(true);
      expect(events).toEqual([{ type: 'table-row', table: table.id, face, row: row.id }]);
    },
  );

  test.prop([tableArb, fc.integer()])('the same seed gives the same row; the row holds the dice total', (table, seed) => {
    const first = rollOnTable(seededRng(seed), table);
    const second = rollOnTable(seededRng(seed), table);
    expect(second).toEqual(first);
    const dice = first.events[0];
    expect(dice?.type).toBe('dice-rolled');
    if (dice?.type === 'dice-rolled') {
      expect(dice.total).toBe(first.face);
      expect(first.row.min <= dice.total && dice.total <= first.row.max).toBe(true);
    }
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  test.prop([tableArb, fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(undefined), fc.constant(null))])(
    'any other face is refused with BAD_TABLE, never a wrong row',
    (table, face) => {
      const [low, high] = range(table);
      const valid = typeof face === 'number' && Number.isInteger(face) && face >= low && face <= high;
      try {
        const { row } = lookup(table, face as number);
        expect(valid).toBe(true);
        expect(row.min <= (face as number) && (face as number) <= row.max).toBe(true);
      } catch (error) {
        expect(valid).toBe(false);
        expect(isCairnError(error, 'BAD_TABLE')).toBe(true);
      }
    },
  );

  test.prop([tableArb, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2, maxLength: 2 })])(
    'with scripted dice the roll layer picks the row the resolve layer picks for the sum',
    (table, script) => {
      const [, count = ''] = /^(\d*)d/.exec(table.dice) ?? [];
      const [, , sides = '0'] = /^(\d*)d(\d+)$/.exec(table.dice) ?? [];
      const n = count === '' ? 1 : Number(count);
      const faces = script.slice(0, n).map((face) => ((face - 1) % Number(sides)) + 1);
      const total = faces.reduce((sum, face) => sum + face, 0);
      expect(rollOnTable(scriptedRng(faces), table).row).toBe(lookup(table, total).row);
    },
  );
});

describe('homebrew tables', () => {
  test.prop([fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })])(
    'safeParseTable accepts a table iff its rows cover every face exactly once; lookup agrees',
    (cuts) => {
      // rows from sorted cut points over 1..6, some of them broken on purpose
      const bounds = [...new Set(cuts)].sort((a, b) => a - b);
      const rows = bounds.map((max, i) => ({ min: i === 0 ? 1 : (bounds[i - 1] as number) + 1, max, id: `row/${i}` }));
      const table = { id: 'table/homebrew', dice: 'd6', rows };
      const covers = (bounds.at(-1) ?? 0) === 6;
      expect(safeParseTable(table).success).toBe(covers);
      try {
        lookup(table, 1);
        expect(covers).toBe(true);
      } catch (error) {
        expect(covers).toBe(false);
        expect(isCairnError(error, 'BAD_TABLE')).toBe(true);
      }
    },
  );

  test.prop([fc.anything()])('safeParseTable never throws', (value) => {
    const result = safeParseTable(value);
    expect(typeof result.success).toBe('boolean');
  });
});

describe('R015: d100FromD10s', () => {
  test.prop([fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 })])('every pair of d10s is one face from 1 to 100', (tens, ones) => {
    const face = d100FromD10s(tens, ones);
    expect(face).toBeGreaterThanOrEqual(1);
    expect(face).toBeLessThanOrEqual(100);
    expect(face % 10).toBe(ones % 10);
  });
});
