// R081–R085, C10: spellbooks and scrolls, and casting from them: both
// hands, one Fatigue per spell from a book (or an item dropped to make room
// for it), enhancing when safe, and the WIL save owed when Deprived or in
// danger (castingSave.ts resolves it).
import { canAct, conditionsOf, type Creature } from '../model/creature.js';
import { mustBe } from '../model/error.js';
import type { CastBlock, RulesEvent } from '../model/events.js';
import type { Item } from '../model/item.js';
import { resolveRules, type RulesOptions } from '../model/options.js';
import { removeItem } from './addItem.js';
import { fatigueBlock, fatigueInto, fatiguePlace } from './fatigue.js';
import { assertCarrier, findItem, usageOf, type ItemRef } from './inventory.js';

function assertSpell(spell: unknown, fn: string): asserts spell is string {
  if (typeof spell !== 'string' || spell.length === 0) throw mustBe('BAD_ARGUMENT', fn, 'spell', 'a spell id such as "spell/sleep"', spell);
}

/**
 * A spellbook: one spell, one slot (R081). Spellbooks are found, never
 * written: this builds the item a table or a Warden hands out.
 *
 * @param spell - the spell's id, such as `spell/sleep`
 * @throws CairnError `BAD_ARGUMENT` for an empty spell id.
 * @example
 * createSpellbook('spell/sleep'); // { id: 'item/spellbook', kind: 'spellbook', slots: 1, carry: 'stowed', spell: 'spell/sleep' }
 * @category Magic
 */
export function createSpellbook(spell: string): Item {
  assertSpell(spell, 'createSpellbook');
  return { id: 'item/spellbook', kind: 'spellbook', slots: 1, carry: 'stowed', spell };
}

/**
 * A scroll: like a spellbook, but petty (no slot in any edition), causing
 * no Fatigue and gone after one use (R085, C10).
 *
 * @param spell - the spell's id, such as `spell/knock`
 * @throws CairnError `BAD_ARGUMENT` for an empty spell id.
 * @example
 * createScroll('spell/knock'); // { id: 'item/scroll', kind: 'scroll', slots: 0, carry: 'stowed', spell: 'spell/knock', uses: { kind: 'uses', current: 1, max: 1 } }
 * @category Magic
 */
export function createScroll(spell: string): Item {
  assertSpell(spell, 'createScroll');
  return { id: 'item/scroll', kind: 'scroll', slots: 0, carry: 'stowed', spell, uses: { kind: 'uses', current: 1, max: 1 } };
}

/**
 * Options for {@link castSpell}: rules options and the circumstances of
 * the cast.
 *
 * @example
 * const options: CastOptions = { danger: true, drop: 'item/rope' };
 * @category Magic
 */
export interface CastOptions extends Partial<RulesOptions> {
  /** In danger, for example in combat (R084). Default `false`. */
  readonly danger?: boolean;
  /** Enhance the spell (more targets, more power): needs time and safety, costs nothing (R083). Default `false`. */
  readonly enhanced?: boolean;
  /**
   * The item to drop if no slot is free for the Fatigue (R023): its index
   * or id in the caster's inventory now. Used only when needed.
   */
  readonly drop?: ItemRef;
}

/**
 * What a cast did, or why it did not happen.
 *
 * @example
 * const result: CastResult = castSpell(pc, 'spell/sleep');
 * result.fatigueAdded; // 1
 * @category Magic
 */
export interface CastResult<T extends Creature = Creature> {
  /** The caster afterwards (unchanged when not cast). */
  readonly target: T;
  /** Whether the spell was cast. */
  readonly cast: boolean;
  /** Why it was not cast, or `null`. */
  readonly blocked: CastBlock | null;
  /** The spell's id. */
  readonly spell: string;
  /** Read from a spellbook or a scroll. */
  readonly source: 'spellbook' | 'scroll';
  /** Enhanced (R083). */
  readonly enhanced: boolean;
  /** Fatigue added: 1 for a spellbook, 0 for a scroll or when not cast (R082, R085). */
  readonly fatigueAdded: number;
  /** The item dropped to make room for the Fatigue, or `null` (R023). */
  readonly dropped: Item | null;
  /**
   * Casting takes both hands (R082): `'enforced'` with
   * `slotLayout: 'hands-body-pack'`, where the book must be the only thing
   * held; otherwise `'reported'`, left to the table.
   */
  readonly bothHands: 'enforced' | 'reported';
  /** A WIL save is owed: the caster is Deprived or in danger (R084); see {@link resolveCastingSave}. */
  readonly castingSave: boolean;
  /** What happened, in order. */
  readonly events: readonly RulesEvent[];
}

function flag(value: unknown, fn: string, argument: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw mustBe('BAD_OPTION', fn, argument, 'a boolean', value);
  return value;
}

const isSpellSource = (item: Item): boolean => item.kind === 'spellbook' || item.kind === 'scroll';

/**
 * Casts a spell (R082): anyone may, holding the spellbook in both hands and
 * reading it aloud; then one Fatigue goes into the inventory, one slot. If
 * no slot is free an item must be dropped (R023): name it in
 * `options.drop`, or the result asks for it (`blocked: 'drop-required'`)
 * and nothing happens. When every slot already holds Fatigue, the caster
 * cannot cast (R024). With `fatigueWhenFull: 'reject'` (C7) no free slot
 * means no cast.
 *
 * A scroll (R085, C10) is read the same way but causes no Fatigue and is
 * gone afterwards. Given time and safety the spell may be `enhanced` at no
 * cost (R083). A caster who is Deprived or in danger owes a WIL save, which
 * the Warden may call for (R084): `castingSave` is true and
 * {@link resolveCastingSave} or {@link rollCastingSave} settles it.
 *
 * Both hands are needed (R082): with `slotLayout: 'hands-body-pack'` the
 * book must be held (`moveItem(caster, book, 'held')`) and nothing else may
 * take a hand; otherwise the requirement is only reported (`bothHands`),
 * though a book loaded as cargo is never at hand.
 *
 * @param which - the spellbook or scroll: its index, its item id, or the id of the spell in it
 * @throws CairnError `BAD_ARGUMENT` when `which` or `options.drop` names no such item or `drop`
 * frees no slot, or when enhancing in danger; `INVENTORY_FULL` when `options.drop` is transport
 * still carrying cargo (as {@link dropItem}); `BAD_ITEM` when `which` is not a spellbook or scroll;
 * `NOT_APPLICABLE` when the caster cannot act; `BAD_CREATURE`, `BAD_OPTION`.
 * @example
 * const pc = createCreature({
 *   kind: 'pc', hp: 4, str: 10, dex: 10, wil: 12,
 *   inventory: [{ id: 'item/spellbook', kind: 'spellbook', slots: 1, carry: 'stowed', spell: 'spell/sleep' }],
 * });
 * const result = castSpell(pc, 'spell/sleep', { danger: true });
 * result.fatigueAdded; // 1
 * result.castingSave; // true: a WIL save may be called for
 * @category Magic
 */
export function castSpell<T extends Creature>(caster: T, which: ItemRef, options?: CastOptions): CastResult<T> {
  const fn = 'castSpell';
  assertCarrier(caster, fn, 'caster');
  const rules = resolveRules(options, fn, ['danger', 'enhanced', 'drop']);
  const danger = flag(options?.danger, fn, 'options.danger');
  const enhanced = flag(options?.enhanced, fn, 'options.enhanced');
  const index = findItem(caster, which, fn, 'which', (item, spell) => isSpellSource(item) && item.spell === spell);
  const book = caster.inventory[index] as Item;
  if (!isSpellSource(book)) throw mustBe('BAD_ITEM', fn, 'which', 'a spellbook or a scroll (R081, R085)', book.id);
  if (enhanced && danger) {
    throw mustBe('BAD_ARGUMENT', fn, 'options.enhanced', 'false in danger (enhancing takes time and safety, R083)', enhanced);
  }
  if (!canAct(caster)) {
    throw mustBe('NOT_APPLICABLE', fn, 'caster', 'able to act', conditionsOf(caster).join(', '));
  }
  const spell = book.spell as string;
  const source = book.kind === 'scroll' ? 'scroll' : 'spellbook';
  const enforced = rules.slotLayout === 'hands-body-pack';
  const events: RulesEvent[] = [];
  const base = { spell, source, enhanced, bothHands: enforced ? 'enforced' : 'reported' } as const;
  const refuse = (reason: CastBlock): CastResult<T> => ({
    ...base,
    target: caster,
    cast: false,
    blocked: reason,
    fatigueAdded: 0,
    dropped: null,
    castingSave: false,
    events: [{ type: 'cast-blocked', spell, reason }],
  });

  // R082 (D-INV-10): a book on the mule is not in hand in any layout; in the hands layout
  // the book must be held and fills both hands, so nothing else may be held.
  if (book.carry === 'cargo') return refuse('book-not-held');
  if (enforced) {
    if (book.carry !== 'held') return refuse('book-not-held');
    if (usageOf(caster.inventory.filter((_, i) => i !== index), rules).held > 0) return refuse('hands-busy');
  }

  let next: T = caster;
  let dropped: Item | null = null;
  let fatigueAdded = 0;
  if (source === 'spellbook' && fatiguePlace(caster.inventory, rules) === null) {
    const block = fatigueBlock(caster.inventory, rules);
    if (block !== 'drop-required' || options?.drop === undefined) return refuse(block);
    const dropIndex = findItem(caster, options.drop, fn, 'options.drop');
    const candidate = caster.inventory[dropIndex] as Item;
    const rest = caster.inventory.filter((_, i) => i !== dropIndex);
    if (candidate.kind === 'fatigue' || fatiguePlace(rest, rules) === null) {
      throw mustBe('BAD_ARGUMENT', fn, 'options.drop', 'an item whose slot the Fatigue can take (R023)', candidate.id);
    }
    events.push({ type: 'spell-cast', spell, source, index, enhanced });
    next = removeItem(next, dropIndex, rules, fn, events);
    dropped = candidate;
  } else {
    events.push({ type: 'spell-cast', spell, source, index, enhanced });
  }

  if (source === 'spellbook') {
    // A slot is free now (checked above, or made by the drop): exactly one Fatigue goes in.
    const tired = fatigueInto(next, 1, 'spell', rules, events);
    next = tired.target;
    fatigueAdded = tired.added;
  } else {
    // R085: a scroll is gone after one use.
    next = removeItem(next, index, rules, fn, events, 'item-used-up');
  }

  const castingSave = danger || conditionsOf(caster).includes('deprived');
  if (castingSave) events.push({ type: 'save-owed', attribute: 'wil', purpose: 'casting', score: caster.wil.current });
  return { ...base, target: next, cast: true, blocked: null, fatigueAdded, dropped, castingSave, events };
}
