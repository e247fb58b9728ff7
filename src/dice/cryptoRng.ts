import { CairnError } from '../model/error.js';
import type { Rng } from './rng.js';
import { rngFromSource, type Uint32Source } from './uniformDie.js';

interface WebCrypto {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

/** Words fetched from the platform per refill: one call serves many dice. */
const BUFFER_WORDS = 256;

/**
 * An {@link Rng} over the Web Crypto API (`globalThis.crypto.getRandomValues`),
 * present in browsers, Node 20+, Deno, Bun and Electron. Use it when players
 * must be able to trust the dice; it cannot be seeded or replayed.
 *
 * @throws CairnError `NO_CRYPTO` when the platform has no `crypto.getRandomValues`.
 * @example
 * const rng = cryptoRng();
 * roll(rng, '2d6').total; // 2..12
 * @category Dice
 */
export function cryptoRng(): Rng {
  const crypto = (globalThis as { crypto?: Partial<WebCrypto> }).crypto;
  if (crypto === undefined || typeof crypto.getRandomValues !== 'function') {
    throw new CairnError(
      'NO_CRYPTO',
      'cryptoRng',
      'globalThis.crypto',
      'cryptoRng: globalThis.crypto.getRandomValues must exist on this platform, got none; use seededRng or rngFromUniform instead',
    );
  }
  const webCrypto = crypto as WebCrypto;
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  const source: Uint32Source = {
    nextUint32(): number {
      if (next === BUFFER_WORDS) {
        webCrypto.getRandomValues(buffer);
        next = 0;
      }
      return buffer[next++] as number;
    },
  };
  return rngFromSource(source, 'cryptoRng');
}
