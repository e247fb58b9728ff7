// A deterministic Rng: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic
// generator, 128 bits of state with a counter), seeded through a 32-bit
// avalanche mix. Only 32-bit integer arithmetic is used, so every platform
// produces the same faces.
import { mustBe } from '../model/error.js';
import { assertSides, type Rng } from './rng.js';
import { Uint32Rng, uniformDie } from './uniformDie.js';

/**
 * The complete state of a {@link SeededRng}: plain JSON. Store it with a save
 * game or a replay and hand it to {@link restoreRng} to continue exactly
 * where the generator stopped.
 *
 * @example
 * const saved: SeededRngState = seededRng(42).state();
 * JSON.parse(JSON.stringify(saved)); // the same state
 * @category Dice
 */
export interface SeededRngState {
  /** The generator; the only one today is `sfc32`. */
  readonly algorithm: 'sfc32';
  /** The four 32-bit state words `a`, `b`, `c` and the counter, as unsigned integers. */
  readonly words: readonly [number, number, number, number];
}

/**
 * A deterministic {@link Rng} whose position can be saved and restored.
 *
 * @example
 * const rng: SeededRng = seededRng('campaign-7');
 * const saved = rng.state();
 * const first = rng.die(20);
 * restoreRng(saved).die(20) === first; // true
 * @category Dice
 */
export interface SeededRng extends Rng {
  /** A JSON-serialisable snapshot; {@link restoreRng} resumes from it exactly. */
  state(): SeededRngState;
}

/** lowbias32 (from Chris Wellons' hash prospector): a full-avalanche 32-bit mix. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x21f0aaad);
  h ^= h >>> 15;
  h = Math.imul(h, 0x735a2d97);
  h ^= h >>> 15;
  return h >>> 0;
}

class Sfc32 extends Uint32Rng implements SeededRng {
  declare private a: number;
  declare private b: number;
  declare private c: number;
  declare private counter: number;

  constructor(a: number, b: number, c: number, counter: number) {
    super();
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.counter = counter | 0;
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.counter) | 0;
    this.counter = (this.counter + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  die(sides: number): number {
    assertSides(sides, 'SeededRng.die');
    return uniformDie(this, sides, 'SeededRng.die');
  }

  draw(sides: number, functionName: string): number {
    return uniformDie(this, sides, functionName);
  }

  state(): SeededRngState {
    return {
      algorithm: 'sfc32',
      words: [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.counter >>> 0],
    };
  }
}

/** Outputs discarded after seeding so that similar seeds diverge at once. */
const WARM_UP = 12;

function fromSeedWords(lo: number, hi: number, domain: number): Sfc32 {
  const a = mix32(lo ^ domain);
  const b = mix32(hi ^ 0x9e3779b9 ^ a);
  const c = mix32((a + b) ^ 0x7f4a7c15);
  const rng = new Sfc32(a, b, c, 1);
  for (let i = 0; i < WARM_UP; i++) rng.nextUint32();
  return rng;
}

/** Two independent 32-bit hashes of the UTF-16 code units of `text`. */
function hashString(text: string): [number, number] {
  let h1 = 0x811c9dc5 ^ text.length;
  let h2 = 0x01000193 ^ Math.imul(text.length, 0x27d4eb2f);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 0x85ebca6b);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = Math.imul(h2 ^ unit, 0xc2b2ae35);
    h2 = (h2 << 17) | (h2 >>> 15);
  }
  return [mix32(h1), mix32(h2 ^ h1)];
}

const NUMBER_DOMAIN = 0x2545f491;
const STRING_DOMAIN = 0x5851f42d;

/**
 * Creates a deterministic {@link Rng}: the same seed gives the same faces on
 * every platform, forever (changing that is a breaking change). Number seeds
 * are safe integers; string seeds are hashed, so `"42"` and `42` are
 * different streams.
 *
 * @param seed - a safe integer or any string
 * @throws CairnError `BAD_SEED` for NaN, fractions, unsafe integers and other types.
 * @example
 * const rng = seededRng(42);
 * rng.die(20); // always the same face for seed 42
 * roll(seededRng('goblin-ambush'), '3d6').total; // always the same total
 * @category Dice
 */
export function seededRng(seed: number | string): SeededRng {
  if (typeof seed === 'string') {
    const [h1, h2] = hashString(seed);
    return fromSeedWords(h1, h2, STRING_DOMAIN);
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw mustBe('BAD_SEED', 'seededRng', 'seed', 'a safe integer or a string', seed);
  }
  // Low and high 32 bits of the integer (two's complement for negatives).
  return fromSeedWords(seed >>> 0, Math.floor(seed / 0x100000000) >>> 0, NUMBER_DOMAIN);
}

function isUint32(value: unknown): boolean {
  return typeof value === 'number' && value >>> 0 === value;
}

/**
 * Recreates a {@link SeededRng} from {@link SeededRng.state}: it continues
 * with exactly the faces the original would have rolled next.
 *
 * @throws CairnError `BAD_RNG_STATE` when `state` is not a state this library wrote.
 * @example
 * const rng = seededRng(7);
 * rng.die(6);
 * const saved = JSON.stringify(rng.state());
 * const resumed = restoreRng(JSON.parse(saved));
 * resumed.die(6) === rng.die(6); // true
 * @category Dice
 */
export function restoreRng(state: SeededRngState): SeededRng {
  const candidate = state as { algorithm?: unknown; words?: unknown } | null;
  const words = typeof candidate === 'object' && candidate !== null ? candidate.words : undefined;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    candidate.algorithm !== 'sfc32' ||
    !Array.isArray(words) ||
    words.length !== 4 ||
    !words.every(isUint32)
  ) {
    throw mustBe(
      'BAD_RNG_STATE',
      'restoreRng',
      'state',
      'a state from SeededRng.state() ({ algorithm: "sfc32", words: four unsigned 32-bit integers })',
      state,
    );
  }
  const [a, b, c, counter] = words as [number, number, number, number];
  return new Sfc32(a, b, c, counter);
}
