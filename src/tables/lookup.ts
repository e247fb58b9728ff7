// Finding a face in a table (the resolve layer) and rolling on it (the roll
// layer, built on the resolve layer): R010, R014, R015, R089 and every other
// "roll on the table" rule.
import { diceRange, readDice, type Dice } from '../dice/notation.js';
import { assertRng, type Rng } from '../dice/rng.js';
import { roll, type RolledDie } from '../dice/roll.js';
import { CairnError, mustBe, showValue } from '../model/error.js';
import type { TableRowEvent } from '../model/events.js';
import type { Rollable, TableRow } from './types.js';

export type { TableRowEvent };

/**
 * The dice a table was rolled with, shaped like the rules' `dice-rolled`
 * event, with `purpose: 'table'`.
 *
 * @example
 * const event: TableDiceEvent = {
 *   type: 'dice-rolled', purpose: 'table', notation: 'd20',
 *   faces: [{ sides: 20, face: 7, term: 0, kept: true }], modifier: 0, total: 7,
 * };
 * @category Tables
 */
export interface TableDiceEvent {
  /** Always `'dice-rolled'`. */
  readonly type: 'dice-rolled';
  /** Always `'table'`. */
  readonly purpose: 'table';
  /** Canonical notation of the table's dice. */
  readonly notation: string;
  /** Every die, in the order rolled. */
  readonly faces: readonly RolledDie[];
  /** The modifier added after keeping. */
  readonly modifier: number;
  /** The face looked up. */
  readonly total: number;
}

/**
 * What {@link lookup} and {@link rollOnTable} report, in order.
 *
 * @example
 * const types = rollOnTable(scriptedRng([3, 4]), REACTIONS_2E).events.map((event: TableEvent) => event.type);
 * // ['dice-rolled', 'table-row']
 * @category Tables
 */
export type TableEvent = TableDiceEvent | TableRowEvent;

/**
 * A row found in a table: the table's id, the face, the row itself (with
 * everything the table gives: names, items, effects) and the events.
 *
 * @example
 * const result: TableResult<NamedRow> = lookup(REACTIONS_2E, 7);
 * result.row.id; // 'reaction/curious'
 * @category Tables
 */
export interface TableResult<R extends TableRow = TableRow> {
  /** Always `'table-result'`. */
  readonly type: 'table-result';
  /** The table's id. */
  readonly table: string;
  /** The face that selected the row. */
  readonly face: number;
  /** The row. */
  readonly row: R;
  /** A `dice-rolled` event (roll layer only), then a `table-row` event. */
  readonly events: readonly TableEvent[];
}

/**
 * A problem with a table: where it is (`rows[3].max`) and what is wrong.
 *
 * @example
 * const issue: TableIssue = { path: 'rows', message: 'face 7 is covered by no row' };
 * @category Tables
 */
export interface TableIssue {
  /** Where in the table, such as `dice` or `rows[2].min`; empty for the table itself. */
  readonly path: string;
  /** What is wrong, as a sentence fragment. */
  readonly message: string;
}

/**
 * The outcome of {@link safeParseTable}: the table, or every problem found.
 *
 * @example
 * const result: SafeParseTableResult = safeParseTable({ id: 'table/x', dice: 'd2', rows: [] });
 * if (!result.success) showToUser(result.issues[0]?.message);
 * @category Tables
 */
export type SafeParseTableResult =
  | {
      /** The table is usable. */
      readonly success: true;
      /** The table, as given. */
      readonly output: Rollable;
    }
  | {
      /** The table is not usable. */
      readonly success: false;
      /** Every problem found (at most 20). */
      readonly issues: readonly TableIssue[];
    };

/** A checked table: its dice, its faces and which row each face selects. */
interface Checked {
  readonly dice: Dice;
  readonly low: number;
  readonly high: number;
  readonly rowOfFace: readonly number[];
}

/** The most faces a table's dice may have; larger tables are refused, not scanned. */
const MAX_FACES = 10_000;
const MAX_ISSUES = 20;
const checkedTables = /* @__PURE__ */ new WeakMap<object, Checked>();

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function check(table: unknown): { checked?: Checked; issues: TableIssue[] } {
  const issues: TableIssue[] = [];
  if (typeof table !== 'object' || table === null) {
    return { issues: [{ path: '', message: `must be an object with id, dice and rows, got ${showValue(table)}` }] };
  }
  const { id, dice, rows } = table as { id?: unknown; dice?: unknown; rows?: unknown };
  if (typeof id !== 'string' || id === '') issues.push({ path: 'id', message: `must be a non-empty string, got ${showValue(id)}` });
  const parsed = typeof dice === 'string' ? readDice(dice) : undefined;
  if (parsed === undefined) {
    issues.push({ path: 'dice', message: `must be dice notation such as "d20" or "2d6", got ${showValue(dice)}` });
    return { issues };
  }
  const { low, high } = diceRange(parsed);
  if (high - low + 1 > MAX_FACES) {
    issues.push({ path: 'dice', message: `must have at most ${MAX_FACES} faces, got ${showValue(dice)}` });
    return { issues };
  }
  if (!Array.isArray(rows) || rows.length === 0) {
    issues.push({ path: 'rows', message: `must be a non-empty array of rows, got ${showValue(rows)}` });
    return { issues };
  }
  const rowOfFace = new Array<number>(high - low + 1).fill(-1);
  rows.forEach((row: unknown, index) => {
    if (issues.length >= MAX_ISSUES) return;
    const path = `rows[${index}]`;
    if (typeof row !== 'object' || row === null) {
      issues.push({ path, message: `must be an object with min, max and id, got ${showValue(row)}` });
      return;
    }
    const { min, max, id: rowId } = row as { min?: unknown; max?: unknown; id?: unknown };
    if (typeof rowId !== 'string' || rowId === '') issues.push({ path: `${path}.id`, message: `must be a non-empty string, got ${showValue(rowId)}` });
    if (!isInteger(min) || min < low || min > high) {
      issues.push({ path: `${path}.min`, message: `must be an integer from ${low} to ${high}, got ${showValue(min)}` });
      return;
    }
    if (!isInteger(max) || max < min || max > high) {
      issues.push({ path: `${path}.max`, message: `must be an integer from ${min} to ${high}, got ${showValue(max)}` });
      return;
    }
    for (let face = min; face <= max; face++) {
      const other = rowOfFace[face - low] as number;
      if (other >= 0) {
        issues.push({ path, message: `covers face ${face}, which rows[${other}] covers too` });
        return;
      }
      rowOfFace[face - low] = index;
    }
  });
  if (issues.length === 0) {
    const gap = rowOfFace.indexOf(-1);
    if (gap >= 0) issues.push({ path: 'rows', message: `must cover every face from ${low} to ${high} exactly once; face ${gap + low} is covered by no row` });
  }
  if (issues.length > 0) return { issues: issues.slice(0, MAX_ISSUES) };
  return { checked: { dice: parsed, low, high, rowOfFace }, issues };
}

/** Checks a table once (remembered per table object) or throws BAD_TABLE. */
function checkedTable(table: unknown, functionName: string): Checked {
  if (typeof table === 'object' && table !== null) {
    const known = checkedTables.get(table);
    if (known !== undefined) return known;
  }
  const { checked, issues } = check(table);
  if (checked === undefined) {
    const issue = issues[0] as TableIssue;
    const argument = issue.path === '' ? 'table' : `table.${issue.path}`;
    throw new CairnError('BAD_TABLE', functionName, argument, `${functionName}: ${argument} ${issue.message}`);
  }
  checkedTables.set(table as object, checked);
  return checked;
}

function resolve<R extends TableRow>(table: Rollable<R>, checked: Checked, face: number, functionName: string): TableResult<R> {
  if (!isInteger(face) || face < checked.low || face > checked.high) {
    throw mustBe('BAD_TABLE', functionName, 'face', `an integer from ${checked.low} to ${checked.high} (a face of ${table.dice})`, face);
  }
  const row = table.rows[checked.rowOfFace[face - checked.low] as number] as R;
  return {
    type: 'table-result',
    table: table.id,
    face,
    row,
    events: [{ type: 'table-row', table: table.id, face, row: row.id }],
  };
}

/**
 * Checks a table someone typed or imported (homebrew JSON) without
 * throwing: the dice must be Cairn notation with at most 10,000 faces, and
 * the rows' inclusive `min`..`max` ranges must cover every face exactly
 * once.
 *
 * @example
 * safeParseTable({ id: 'table/coin', dice: 'd2', rows: [{ min: 1, max: 1, id: 'heads' }, { min: 2, max: 2, id: 'tails' }] }).success; // true
 * safeParseTable({ id: 'table/coin', dice: 'd2', rows: [{ min: 1, max: 1, id: 'heads' }] });
 * // { success: false, issues: [{ path: 'rows', message: 'must cover every face from 1 to 2 exactly once; face 2 is covered by no row' }] }
 * @category Tables
 */
export function safeParseTable(table: unknown): SafeParseTableResult {
  const { checked, issues } = check(table);
  if (checked === undefined) return { success: false, issues };
  return { success: true, output: table as Rollable };
}

/**
 * Finds the row a face selects (the resolve layer: the face was rolled
 * already, by physical dice or a VTT's own engine). The result carries the
 * row and a `table-row` event.
 *
 * @param table - a shipped table such as {@link PHYSIQUE_1E}, or any {@link Rollable}
 * @param face - the total rolled on the table's dice
 * @throws CairnError `BAD_TABLE` when the table is malformed (a face covered
 * twice or not at all) or `face` is not one of its dice's faces.
 * @example
 * lookup(STARTING_ARMOR_1E, 16).row.options[0]?.item; // chainmail, ready for an inventory (R014)
 * lookup(REACTIONS_2E, 12).row.id; // 'reaction/helpful' (R089)
 * @category Tables
 */
export function lookup<R extends TableRow>(table: Rollable<R>, face: number): TableResult<R> {
  return resolve(table, checkedTable(table, 'lookup'), face, 'lookup');
}

/**
 * Rolls a table's dice with `rng` and looks the total up (the roll layer,
 * built on {@link lookup}). The events are the dice rolled, then the row
 * found.
 *
 * @param rng - where the dice come from
 * @param table - a shipped table or any {@link Rollable}
 * @throws CairnError `BAD_RNG` when `rng` is not an Rng, `BAD_TABLE` when the
 * table is malformed, `BAD_FACE` when `rng` returns an impossible face.
 * @example
 * rollOnTable(scriptedRng([4]), PHYSIQUE_1E).row.name.en; // 'Lanky' (R010)
 * rollOnTable(seededRng(7), SPELLBOOKS_1E).row.spell; // 'spell/multiarm' (R015)
 * @category Tables
 */
export function rollOnTable<R extends TableRow>(rng: Rng, table: Rollable<R>): TableResult<R> {
  assertRng(rng, 'rollOnTable');
  const checked = checkedTable(table, 'rollOnTable');
  const dice = roll(rng, checked.dice);
  const result = resolve(table, checked, dice.total, 'rollOnTable');
  const rolled: TableDiceEvent = {
    type: 'dice-rolled',
    purpose: 'table',
    notation: dice.notation,
    faces: dice.faces,
    modifier: dice.modifier,
    total: dice.total,
  };
  return { ...result, events: [rolled, ...result.events] };
}

/**
 * Reads two d10s as a d100 (R015's alternative to a d100): one die for the
 * tens and one for the ones, a 10 read as 0, and 0 with 0 read as 100.
 *
 * @param tens - the tens die, 1 to 10
 * @param ones - the ones die, 1 to 10
 * @throws CairnError `BAD_ARGUMENT` when a die is not an integer from 1 to 10.
 * @example
 * d100FromD10s(4, 2); // 42
 * d100FromD10s(10, 7); // 7
 * d100FromD10s(10, 10); // 100
 * @category Tables
 */
export function d100FromD10s(tens: number, ones: number): number {
  if (!isInteger(tens) || tens < 1 || tens > 10) throw mustBe('BAD_ARGUMENT', 'd100FromD10s', 'tens', 'an integer from 1 to 10 (a d10)', tens);
  if (!isInteger(ones) || ones < 1 || ones > 10) throw mustBe('BAD_ARGUMENT', 'd100FromD10s', 'ones', 'an integer from 1 to 10 (a d10)', ones);
  const face = (tens % 10) * 10 + (ones % 10);
  return face === 0 ? 100 : face;
}
