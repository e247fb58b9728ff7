// A leaf module: it imports nothing, so every layer (dice included) may throw
// CairnError without depending on anything above it.

/**
 * Every code a {@link CairnError} can carry. Codes are stable: a new release
 * may add codes but never renames or reuses one.
 *
 * @example
 * CAIRN_ERROR_CODES.includes('BAD_NOTATION'); // true
 * @category Errors
 */
export const CAIRN_ERROR_CODES = [
  'BAD_ARGUMENT',
  'BAD_SIDES',
  'BAD_FACE',
  'RNG_EXHAUSTED',
  'BAD_RNG',
  'BAD_SEED',
  'BAD_RNG_STATE',
  'NO_CRYPTO',
  'BAD_NOTATION',
  'BAD_OPTION',
  'BAD_CREATURE',
  'BAD_DAMAGE',
  'BAD_SCAR',
  'NOT_APPLICABLE',
  'BAD_ITEM',
  'INVENTORY_FULL',
  'NO_USES',
  'NOT_ENOUGH_COINS',
  'UNKNOWN_ID',
  'BAD_TABLE',
] as const;

/**
 * A stable, machine-readable error code; see {@link CAIRN_ERROR_CODES} and
 * the errors guide for what each one means.
 *
 * @example
 * const code: CairnErrorCode = 'BAD_FACE';
 * @category Errors
 */
export type CairnErrorCode = (typeof CAIRN_ERROR_CODES)[number];

/**
 * The only error the library throws on bad input. `code` is stable and meant
 * for programs; `message` is meant for people and starts with the name of
 * the function that refused, then names the argument and the value it got.
 *
 * @example
 * try {
 *   parseDice('3x6');
 * } catch (error) {
 *   if (isCairnError(error, 'BAD_NOTATION')) showToUser(error.message);
 *   // parseDice: notation must be Cairn dice notation ("d6", "3d6", "2d20+10", "d8+d8"), got "3x6": expected "d" at position 1, found "x"
 * }
 * @category Errors
 */
export class CairnError extends Error {
  /** A stable code; see {@link CAIRN_ERROR_CODES}. */
  declare readonly code: CairnErrorCode;
  /** The public function that refused its input, e.g. `"parseDice"`. */
  declare readonly functionName: string;
  /** The argument (or path into an argument) that was wrong, e.g. `"notation"`. */
  declare readonly argument: string;

  /**
   * @param code - a stable code from {@link CAIRN_ERROR_CODES}
   * @param functionName - the public function that refused its input
   * @param argument - the argument, or a path into it such as `"spec.hp.max"`
   * @param message - the full sentence, starting with `functionName`
   */
  constructor(code: CairnErrorCode, functionName: string, argument: string, message: string) {
    super(message);
    this.name = 'CairnError';
    this.code = code;
    this.functionName = functionName;
    this.argument = argument;
  }
}

/**
 * Tells whether `value` is a {@link CairnError}, optionally with a given
 * code. Unlike `instanceof` it also recognises errors thrown by another copy
 * of the library (an ESM and a CJS copy loaded side by side).
 *
 * @example
 * try {
 *   seededRng(Number.NaN);
 * } catch (error) {
 *   isCairnError(error, 'BAD_SEED'); // true
 * }
 * @category Errors
 */
export function isCairnError(value: unknown, code?: CairnErrorCode): value is CairnError {
  if (value instanceof CairnError) return code === undefined || value.code === code;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; code?: unknown };
  return (
    candidate.name === 'CairnError' &&
    typeof candidate.code === 'string' &&
    (code === undefined || candidate.code === code)
  );
}

/**
 * The usual error: `"<fn>: <argument> must be <expectation>, got <value>"`.
 * @internal
 */
export function mustBe(
  code: CairnErrorCode,
  functionName: string,
  argument: string,
  expectation: string,
  value: unknown,
): CairnError {
  return new CairnError(code, functionName, argument, `${functionName}: ${argument} must be ${expectation}, got ${showValue(value)}`);
}

/**
 * A short, unambiguous rendering of any value for an error message: strings
 * quoted (and cut after 40 characters), objects and arrays summarised, the
 * rest as `String` writes them (`NaN`, `undefined`, `Symbol(x)`).
 * @internal
 */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object' || value === null) return String(value);
  return Array.isArray(value) ? `an array of length ${value.length}` : 'an object';
}
