// The `cairn-rules` command, as a function of its arguments so tests can run
// it without a process. The only code in the package that may print.
import { parseArgs } from 'node:util';
import {
  cryptoRng,
  isCairnError,
  parseDice,
  roll,
  seededRng,
  type Dice,
  type DiceRoll,
  type Rng,
} from '../index.js';

/** Where the command writes; the real streams in production, arrays in tests. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Exit codes: 0 done, 1 an unexpected failure, 2 the command line was wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

const HELP = `cairn-rules: the rules of Cairn at the command line

Usage:
  cairn-rules roll <notation>... [--seed <seed>] [--json]
  cairn-rules --help | --version

Commands:
  roll    Roll Cairn dice notation: d20, 3d6, 2d20+10, d6-1, d100,
          and d8+d8 (a "+" between dice keeps the highest, as with two weapons).

Options:
  --seed <seed>  Roll with seededRng(seed): a whole number or any text. The same
                 seed gives the same rolls, here and in code. Without it the dice
                 come from the platform's cryptographic generator.
  --json         Print each roll as one line of JSON.
  -h, --help     Show this help.
  -v, --version  Show the version.

Examples:
  cairn-rules roll 3d6
  cairn-rules roll d20 d8+d8 --seed 42
  cairn-rules roll 2d20+10 --json
`;

class UsageError extends Error {}

/** Runs the command line; returns the exit code. */
export function runCli(argv: readonly string[], io: CliIo, version: string): number {
  try {
    return dispatch(argv, io, version);
  } catch (error) {
    if (error instanceof UsageError || isCairnError(error)) {
      io.stderr(`cairn-rules: ${error.message}\nRun "cairn-rules --help" for usage.\n`);
      return EXIT_USAGE;
    }
    io.stderr(`cairn-rules: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILURE;
  }
}

function dispatch(argv: readonly string[], io: CliIo, version: string): number {
  const { values, positionals } = parseOrExplain(argv);
  if (values.version) {
    io.stdout(`${version}\n`);
    return EXIT_OK;
  }
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') {
    io.stdout(HELP);
    return EXIT_OK;
  }
  if (command === undefined) {
    io.stderr(HELP);
    return EXIT_USAGE;
  }
  switch (command) {
    case 'roll':
      return rollCommand(rest, values, io);
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

function parseOrExplain(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        seed: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `--seed 42` means seededRng(42), so a seed typed here reproduces in code; other text is a string seed. */
export function rngForSeed(seed: string | undefined): Rng {
  if (seed === undefined) return cryptoRng();
  const asNumber = /^-?\d+$/.test(seed) ? Number(seed) : Number.NaN;
  return seededRng(Number.isSafeInteger(asNumber) ? asNumber : seed);
}

function rollCommand(notations: readonly string[], options: { seed?: string | undefined; json: boolean }, io: CliIo): number {
  if (notations.length === 0) throw new UsageError('roll needs dice notation, for example "cairn-rules roll 3d6"');
  // Parse everything before rolling anything: a typo rolls no dice.
  const dice: Dice[] = notations.map((notation) => parseDice(notation));
  const rng = rngForSeed(options.seed);
  for (const each of dice) {
    const result = roll(rng, each);
    io.stdout(options.json ? `${JSON.stringify(result)}\n` : `${describeRoll(result)}\n`);
  }
  return EXIT_OK;
}

/** `3d6 = 12 (4 + 2 + 6)`, `2d20+10 = 33 (11 + 12, +10)`, `d8+d8 = 7 (3 | 7, highest kept)`. */
export function describeRoll(result: DiceRoll): string {
  const terms: number[][] = [];
  for (const die of result.faces) (terms[die.term] ??= []).push(die.face);
  const detail = terms.map((faces) => faces.join(' + ')).join(' | ');
  const extras: string[] = [];
  if (result.modifier !== 0) extras.push(result.modifier > 0 ? `+${result.modifier}` : String(result.modifier));
  if (terms.length > 1) extras.push('highest kept');
  const trivial = result.faces.length === 1 && result.modifier === 0;
  return trivial
    ? `${result.notation} = ${result.total}`
    : `${result.notation} = ${result.total} (${[detail, ...extras].join(', ')})`;
}
