// roll(rng, parsed 3d6) and roll(rng, "3d6") with seededRng, against
// @dice-roller/rpg-dice-roller (driven by the same generator) and against an
// inline loop over the same generator.
import { DiceRoll, NumberGenerator } from '@dice-roller/rpg-dice-roller';
import { parseDice, roll, rollTotal, seededRng } from '../dist/index.js';
import { consume, runSuite } from './harness.mjs';

const INLINE = 'inline loop: rng.die(6) three times';
const INLINE_RECORDS = 'inline loop building what roll returns, unchecked';
const PARSED = 'roll(rng, parseDice("3d6"))';
const STRING = 'roll(rng, "3d6")';
const TOTAL = 'rollTotal(rng, parseDice("3d6"))';
const PEER = 'peer: new DiceRoll("3d6") (rpg-dice-roller)';
const PEER_REROLL = 'peer: a DiceRoll("3d6") rolled again with .roll()';

export const cases = {
  [INLINE]: () => {
    const rng = seededRng('bench');
    return () => {
      let total = 0;
      for (let i = 0; i < 3; i++) total += rng.die(6);
      consume(total);
    };
  },
  // The same loop, also building the records, array and result roll returns
  // (with no checks and the sides fixed at 6): the price of the output
  // alone, to tell it apart from roll's own overhead.
  [INLINE_RECORDS]: () => {
    const rng = seededRng('bench');
    return () => {
      const faces = new Array(3);
      let total = 0;
      for (let i = 0; i < 3; i++) {
        const face = rng.die(6);
        total += face;
        faces[i] = { sides: 6, face, term: 0, kept: true };
      }
      consume({ notation: '3d6', faces, modifier: 0, total }.total);
    };
  },
  [PARSED]: () => {
    const rng = seededRng('bench');
    const threeD6 = parseDice('3d6');
    return () => consume(roll(rng, threeD6).total);
  },
  [STRING]: () => {
    const rng = seededRng('bench');
    return () => consume(roll(rng, '3d6').total);
  },
  [TOTAL]: () => {
    const rng = seededRng('bench');
    const threeD6 = parseDice('3d6');
    return () => consume(rollTotal(rng, threeD6));
  },
  [PEER]: () => {
    // The peer draws 32-bit integers from its engine; give it the same generator.
    const source = seededRng('bench');
    NumberGenerator.generator.engine = { next: () => (source.die(0xffffffff) - 1) | 0 };
    return () => consume(new DiceRoll('3d6').total);
  },
  // The peer's own way to roll parsed notation again (its docs prefer a new
  // DiceRoll): the like-for-like comparison for pre-parsed dice.
  [PEER_REROLL]: () => {
    const source = seededRng('bench');
    NumberGenerator.generator.engine = { next: () => (source.die(0xffffffff) - 1) | 0 };
    const threeD6 = new DiceRoll('3d6');
    return () => {
      threeD6.roll();
      consume(threeD6.total);
    };
  },
};

export function diceSuite() {
  return runSuite('dice: 3d6 with seededRng', import.meta.url, [
    [PARSED, PEER, 'roll pre-parsed / peer (target >= 100)'],
    [PARSED, INLINE, 'roll pre-parsed / inline (target >= 0.5)'],
    [INLINE_RECORDS, INLINE, 'inline with records / inline (the output alone)'],
    [PARSED, INLINE_RECORDS, 'roll pre-parsed / inline with records'],
    [PARSED, PEER_REROLL, 'roll pre-parsed / peer re-rolling its parsed notation'],
    [STRING, PEER, 'roll string / peer'],
    [TOTAL, PEER, 'rollTotal pre-parsed / peer'],
    [TOTAL, INLINE, 'rollTotal pre-parsed / inline'],
  ]);
}
