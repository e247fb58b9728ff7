/**
 * The rules of the Cairn tabletop RPG as pure functions over immutable data,
 * with dice you inject.
 *
 * Cairn by Yochai Gal is licensed CC-BY-SA 4.0; this library's code is MIT.
 *
 * @packageDocumentation
 */

// Errors
export { CAIRN_ERROR_CODES, CairnError, isCairnError, type CairnErrorCode } from './model/error.js';

// Dice and randomness
export { MAX_SIDES, type Rng } from './dice/rng.js';
export { seededRng, restoreRng, type SeededRng, type SeededRngState } from './dice/seededRng.js';
export { mathRandomRng } from './dice/mathRandomRng.js';
export { cryptoRng } from './dice/cryptoRng.js';
export { rngFromUniform } from './dice/rngFromUniform.js';
export { rngFromInt32 } from './dice/rngFromInt32.js';
export { scriptedRng, type ScriptedRng } from './dice/scriptedRng.js';

// Dice notation and rolls
export {
  DICE_LIMITS,
  formatDice,
  parseDice,
  safeParseDice,
  type Dice,
  type DiceIssue,
  type DiceTerm,
  type SafeParseDiceResult,
} from './dice/notation.js';
export { roll, rollTotal, type DiceRoll, type RolledDie } from './dice/roll.js';
