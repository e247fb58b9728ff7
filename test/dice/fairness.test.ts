import { describe, expect, it } from 'vitest';
import { rngFromInt32, seededRng, type Rng } from '../../src/index.js';

/**
 * Upper critical value of chi-square with `df` degrees of freedom at
 * p = 0.001 (z = 3.0902), by the Wilson–Hilferty approximation.
 */
function chiSquareCritical(df: number): number {
  const z = 3.0902;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(rng: Rng, sides: number, rollsPerFace: number): number {
  const counts = new Array<number>(sides).fill(0);
  const n = sides * rollsPerFace;
  for (let i = 0; i < n; i++) counts[rng.die(sides) - 1]! += 1;
  return counts.reduce((sum, observed) => sum + (observed - rollsPerFace) ** 2 / rollsPerFace, 0);
}

// Fixed seeds make these deterministic: they pass or fail the same way on every run.
describe('dice fairness (chi-square, p = 0.001, fixed seeds)', () => {
  it.each([4, 6, 8, 10, 12, 20, 100])('seededRng rolls a fair d%i', (sides) => {
    const statistic = chiSquare(seededRng(`fairness-d${sides}`), sides, 2000);
    expect(statistic).toBeLessThan(chiSquareCritical(sides - 1));
  });

  it.each([6, 20])('the rejection sampler stays fair over a plain 32-bit source (d%i)', (sides) => {
    const source = seededRng(sides);
    const rng = rngFromInt32(() => source.die(0xffffffff) - 1);
    expect(chiSquare(rng, sides, 2000)).toBeLessThan(chiSquareCritical(sides - 1));
  });

  it('notices an unfair die (the test can fail)', () => {
    const base = seededRng('loaded');
    const loaded: Rng = { die: (sides) => (base.die(10) === 1 ? sides : base.die(sides)) };
    expect(chiSquare(loaded, 6, 2000)).toBeGreaterThan(chiSquareCritical(5));
  });
});
