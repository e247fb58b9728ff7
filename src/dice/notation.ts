// Cairn dice notation: `d20`, `3d6`, `2d20+10`, `d6-1`, `d100` (or `d%`),
// and `d8+d8`, where a `+` between dice terms keeps the highest term, as
// Cairn writes two-weapon attacks (R060).
import { CairnError, mustBe } from '../model/error.js';

/**
 * One term of a {@link Dice}: `count` dice with `sides` sides, summed.
 *
 * @example
 * const threeD6: DiceTerm = { count: 3, sides: 6 };
 * @category Dice
 */
export interface DiceTerm {
  /** How many dice, from 1 to {@link DICE_LIMITS}.count. */
  readonly count: number;
  /** Sides of each die, from 1 to {@link DICE_LIMITS}.sides. */
  readonly sides: number;
}

/**
 * Parsed dice notation. Parse once with {@link parseDice}, roll many times
 * with {@link roll}. When there are several terms only the highest-scoring
 * term counts (Cairn's `d8+d8`); the modifier is then added.
 *
 * @example
 * const dice: Dice = parseDice('d8+d8');
 * dice.terms; // [{ count: 1, sides: 8 }, { count: 1, sides: 8 }]
 * @category Dice
 */
export interface Dice {
  /** Always `"dice"`: tells a Dice from other plain objects. */
  readonly type: 'dice';
  /** Canonical notation, e.g. `"2d20+10"`; {@link formatDice} of the terms and modifier. */
  readonly notation: string;
  /** One or more terms; with more than one, the highest term is kept. */
  readonly terms: readonly DiceTerm[];
  /** Added to the kept term's sum (may be negative). */
  readonly modifier: number;
}

/**
 * Why a piece of text is not Cairn dice notation: where, what was expected
 * there and what was found.
 *
 * @example
 * const result = safeParseDice('3x6');
 * if (!result.success) {
 *   const issue: DiceIssue = result.issues[0]!;
 *   issue.position; // 1
 * }
 * @category Dice
 */
export interface DiceIssue {
  /** Always `"BAD_NOTATION"`, the code {@link parseDice} throws with. */
  readonly code: 'BAD_NOTATION';
  /** A sentence for people, e.g. `expected "d" at position 1, found "x"`. */
  readonly message: string;
  /** Zero-based index into the text where the problem starts. */
  readonly position: number;
  /** What would have been accepted at `position`. */
  readonly expected: string;
  /** What was found there: a quoted character, a number, or `end of notation`. */
  readonly received: string;
}

/**
 * The result of {@link safeParseDice}: the parsed dice, or the issues.
 *
 * @example
 * const result: SafeParseDiceResult = safeParseDice(userInput);
 * const text = result.success ? result.output.notation : result.issues[0]!.message;
 * @category Dice
 */
export type SafeParseDiceResult =
  | {
      /** The text is Cairn dice notation. */
      readonly success: true;
      /** The parsed dice. */
      readonly output: Dice;
    }
  | {
      /** The text is not Cairn dice notation. */
      readonly success: false;
      /** Why not; today always exactly one issue, the first problem found. */
      readonly issues: readonly DiceIssue[];
    };

/**
 * The largest values dice notation accepts; anything larger is refused
 * (`BAD_NOTATION` or `BAD_ARGUMENT`) rather than rolled slowly or wrongly.
 *
 * @example
 * DICE_LIMITS.count; // 1000
 * @category Dice
 */
export const DICE_LIMITS: {
  /** Dice in one term: `1000d6` at most. */
  readonly count: number;
  /** Sides of a die in notation: `d10000` at most. */
  readonly sides: number;
  /** Terms joined by `+` to keep the highest. */
  readonly terms: number;
  /** The largest `+K` or `-K`. */
  readonly modifier: number;
} = /* @__PURE__ */ Object.freeze({ count: 1000, sides: 10000, terms: 100, modifier: 1_000_000 });

const EXAMPLES = 'Cairn dice notation ("d6", "3d6", "2d20+10", "d8+d8")';

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * One pass over the text with a cursor. Problems are thrown as a
 * {@link DiceIssue} and caught by safeParseDice; nothing else can throw here.
 * Written as closures over local variables (not a class) so a minifier can
 * shorten every name: this code ships with every `parseDice`.
 */
function parse(input: unknown): ParsedDice {
  const text = typeof input === 'string' ? input : '';
  let at = 0;
  const fail = (expected: string, received?: string, position = at): never => {
    received ??= at >= text.length ? 'end of notation' : JSON.stringify(text[at]);
    throw {
      code: 'BAD_NOTATION',
      message: `expected ${expected} at position ${position}, found ${received}`,
      position,
      expected,
      received,
    } satisfies DiceIssue;
  };
  const atDigit = (): boolean => isDigit(text.charCodeAt(at));
  const skipSpaces = (): void => {
    while (text[at] === ' ' || text[at] === '\t') at++;
  };
  const integer = (what: string, min: number, max: number): number => {
    const start = at;
    while (atDigit()) at++;
    if (start === at) fail(what);
    const value = Number(text.slice(start, at));
    if (value < min || value > max) fail(`${what} from ${min} to ${max}`, String(value), start);
    return value;
  };
  const term = (): DiceTerm => {
    const hasCount = atDigit();
    const count = hasCount ? integer('a dice count', 1, DICE_LIMITS.count) : 1;
    if (text[at] !== 'd' && text[at] !== 'D') fail(hasCount ? '"d"' : 'a die such as "d6"');
    at++;
    if (text[at] === '%') {
      at++;
      return { count, sides: 100 };
    }
    return { count, sides: integer('a number of sides', 1, DICE_LIMITS.sides) };
  };
  // After a "+": a dice term (digits, spaces, then "d") rather than a plain number?
  const startsTerm = (): boolean => {
    let probe = at;
    while (isDigit(text.charCodeAt(probe))) probe++;
    while (text[probe] === ' ' || text[probe] === '\t') probe++;
    return text[probe] === 'd' || text[probe] === 'D';
  };

  if (typeof input !== 'string') fail('a string', input === null ? 'null' : typeof input);
  skipSpaces();
  const terms: DiceTerm[] = [term()];
  let modifier = 0;
  for (skipSpaces(); at < text.length; skipSpaces()) {
    const sign = text[at];
    if (sign !== '+' && sign !== '-') fail('"+", "-" or the end of notation');
    at++;
    skipSpaces();
    if (sign === '+' && startsTerm()) {
      if (terms.length === DICE_LIMITS.terms) fail(`at most ${DICE_LIMITS.terms} dice terms`, `term ${terms.length + 1}`);
      terms.push(term());
      continue;
    }
    if (!atDigit()) fail(sign === '+' ? 'a die such as "d6" or a number' : 'a number');
    const amount = integer('a modifier', 0, DICE_LIMITS.modifier);
    modifier = sign === '-' ? -amount : amount;
    skipSpaces();
    if (at < text.length) fail('the end of notation (a modifier comes last)');
  }
  return new ParsedDice(terms, modifier);
}

/**
 * Dice that came out of a parser. The class is internal: `roll` recognises
 * its instances with one `instanceof` and skips re-validating them on the
 * hot path; any other object shaped like {@link Dice} is checked in full.
 */
export class ParsedDice implements Dice {
  readonly type = 'dice' as const;
  declare readonly notation: string;
  declare readonly terms: readonly DiceTerm[];
  declare readonly modifier: number;
  /**
   * Count and sides of every term, `[count, sides, count, sides, ...]`,
   * flat and unfrozen: V8 reads a frozen array about a fifth slower, and
   * `roll` reads this on every call. Private, so JSON, spreads and equality
   * checks see only the public fields and the frozen `terms` stay the
   * public view (a non-enumerable property would do that too, but
   * defining one makes every parse three times slower).
   */
  readonly #layout: number[] = [];

  constructor(terms: readonly DiceTerm[], modifier: number) {
    for (const term of terms) this.#layout.push(term.count, term.sides);
    const frozen = Object.freeze(terms.map((term) => Object.freeze({ count: term.count, sides: term.sides })));
    // `+ 0` turns a `-0` from "d6-0" into 0.
    const plain = modifier + 0;
    this.notation = formatParts(frozen, plain);
    this.terms = frozen;
    this.modifier = plain;
    Object.freeze(this);
  }

  /** The layout of checked dice, for `roll`. @internal */
  static layout(dice: ParsedDice): readonly number[] {
    return dice.#layout;
  }
}

function formatParts(terms: readonly DiceTerm[], modifier: number): string {
  const text = terms.map((term) => `${term.count === 1 ? '' : term.count}d${term.sides}`).join('+');
  return modifier === 0 ? text : `${text}${modifier > 0 ? '+' : ''}${modifier}`;
}

// The lean reader behind `roll`, `rollTotal` and hand-built dice: one regex
// for the grammar (D-NOT-1), then the limits. It accepts exactly what
// `parse` accepts (a property test holds the two together) but explains
// nothing, so bundles that only roll dice leave the explaining parser out
// (D-NOT-6). Spaces are only `[ \t]`, as in `parse`; every repetition is
// anchored by a "d" or a sign, so the regex runs in linear time.
const SHAPE = /^[ \t]*\d*[dD](?:\d+|%)(?:[ \t]*\+[ \t]*\d*[dD](?:\d+|%))*(?:[ \t]*([+-])[ \t]*(\d+))?[ \t]*$/;
const TERM = /(\d*)[dD](\d+|%)/g;

/** Reads notation into dice, or `undefined` when it is not Cairn notation within DICE_LIMITS. @internal */
export function readDice(text: string): ParsedDice | undefined {
  const shape = SHAPE.exec(text);
  if (shape === null) return undefined;
  const terms: DiceTerm[] = [];
  TERM.lastIndex = 0;
  // exec in a loop, not matchAll: matchAll copies the regex on every call.
  for (let term = TERM.exec(text); term !== null; term = TERM.exec(text)) {
    const [, digits, sides] = term as unknown as [string, string, string];
    const count = digits === '' ? 1 : Number(digits);
    const size = sides === '%' ? 100 : Number(sides);
    if (count < 1 || count > DICE_LIMITS.count || size < 1 || size > DICE_LIMITS.sides) return undefined;
    if (terms.push({ count, sides: size }) > DICE_LIMITS.terms) return undefined;
  }
  const amount = shape[2] === undefined ? 0 : Number(shape[2]);
  if (amount > DICE_LIMITS.modifier) return undefined;
  return new ParsedDice(terms, shape[1] === '-' ? -amount : amount);
}

/**
 * Reads notation for `roll` and `rollTotal`, or throws `BAD_NOTATION`
 * naming the caller and the text (without the position: see D-NOT-6).
 * @internal
 */
export function readNotation(notation: string, functionName: string): ParsedDice {
  const dice = readDice(notation);
  if (dice === undefined) throw mustBe('BAD_NOTATION', functionName, 'notation', EXAMPLES, notation);
  return dice;
}

/**
 * Parses dice notation without throwing: for text a person typed.
 *
 * Accepted: `dN`, `NdN`, `d%` (= `d100`), terms joined by `+` (keep the
 * highest term: `d8+d8`), and one trailing `+K` or `-K`. Spaces between
 * parts and a capital `D` are allowed. Limits are in {@link DICE_LIMITS}.
 *
 * @param notation - any value; only strings can succeed
 * @example
 * safeParseDice('2d20+10'); // { success: true, output: { type: 'dice', notation: '2d20+10', ... } }
 * safeParseDice('2d'); // { success: false, issues: [{ position: 2, expected: 'a number of sides', ... }] }
 * @category Dice
 */
export function safeParseDice(notation: unknown): SafeParseDiceResult {
  try {
    return { success: true, output: parse(notation) };
  } catch (issue) {
    return { success: false, issues: [issue as DiceIssue] };
  }
}

/**
 * Parses dice notation into a frozen {@link Dice}, or throws.
 * @internal Shared by parseDice and the rules that read a user's notation,
 * so that errors name the caller.
 */
export function parseNotation(notation: unknown, functionName: string): ParsedDice {
  let issue: DiceIssue;
  try {
    return parse(notation);
  } catch (thrown) {
    issue = thrown as DiceIssue;
  }
  const shown = typeof notation === 'string' ? JSON.stringify(notation) : issue.received;
  throw new CairnError(
    'BAD_NOTATION',
    functionName,
    'notation',
    `${functionName}: notation must be ${EXAMPLES}, got ${shown}: ${issue.message}`,
  );
}

/**
 * Parses Cairn dice notation (see {@link safeParseDice} for the grammar)
 * into a frozen {@link Dice} that {@link roll} can use again and again
 * without parsing.
 *
 * @throws CairnError `BAD_NOTATION` with the position and what was expected.
 * @example
 * const attack = parseDice('d6+d6'); // two daggers: keep the higher die
 * roll(seededRng(1), attack).total; // 1..6
 * parseDice('3x6'); // throws CairnError BAD_NOTATION
 * @category Dice
 */
export function parseDice(notation: string): Dice {
  return parseNotation(notation, 'parseDice');
}

/**
 * Checks a {@link Dice} built by hand (or parsed earlier) and returns it.
 * @internal
 */
export function assertDice(dice: unknown, functionName: string): ParsedDice {
  if (dice instanceof ParsedDice) return dice;
  // Anything else is written out as notation and read back, so a hand-built
  // Dice meets exactly the rules typed notation meets (integers, DICE_LIMITS).
  const { terms, modifier } = Object(dice) as Partial<Dice>;
  const parsed =
    Array.isArray(terms) &&
    typeof modifier === 'number' &&
    terms.every((term: Partial<DiceTerm> | null) => typeof term?.count === 'number' && typeof term.sides === 'number')
      ? readDice(formatParts(terms, modifier))
      : undefined;
  if (parsed === undefined) {
    throw mustBe('BAD_ARGUMENT', functionName, 'dice', 'notation or a Dice from parseDice (within DICE_LIMITS)', dice);
  }
  return parsed;
}

/**
 * Writes dice back as canonical notation: `1d6` becomes `d6`, `d%` becomes
 * `d100`, spaces are dropped. Parsing the result gives equal dice.
 *
 * @throws CairnError `BAD_ARGUMENT` when `dice` is not a valid {@link Dice}.
 * @example
 * formatDice(parseDice('1d8 + 1D8')); // 'd8+d8'
 * formatDice({ type: 'dice', notation: '', terms: [{ count: 2, sides: 6 }], modifier: -1 }); // '2d6-1'
 * @category Dice
 */
export function formatDice(dice: Dice): string {
  const checked = assertDice(dice, 'formatDice');
  return formatParts(checked.terms, checked.modifier);
}

/**
 * The lowest and highest total checked dice can roll, keep-highest terms
 * and the modifier included (`2d6+1`: 3..13, `d8+d8`: 1..8).
 * @internal
 */
export function diceRange(dice: Dice): { readonly low: number; readonly high: number } {
  let low = 0;
  let high = 0;
  for (const term of dice.terms) {
    if (term.count > low) low = term.count;
    if (term.count * term.sides > high) high = term.count * term.sides;
  }
  return { low: low + dice.modifier, high: high + dice.modifier };
}

const KNOWN = /* @__PURE__ */ new Map<string, ParsedDice>();

/**
 * Parses one of the library's own constant notations (`d20`, `3d6`, ...)
 * once and remembers it, so rules that roll the same dice on every call do
 * not parse on the hot path. Never call it with text from a user: the memo
 * would grow with every distinct string.
 * @internal
 */
export function knownDice(notation: string): ParsedDice {
  let dice = KNOWN.get(notation);
  if (dice === undefined) {
    dice = readNotation(notation, 'knownDice');
    KNOWN.set(notation, dice);
  }
  return dice;
}
