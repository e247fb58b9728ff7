import { expect } from 'vitest';
import { isCairnError, type CairnErrorCode } from '../src/index.js';

/** Freezes `value` and everything reachable from it, so a mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Runs `action` and returns the CairnError it throws; fails the test if it throws anything else or nothing. */
export function catchCairnError(action: () => unknown, code?: CairnErrorCode): Error & { code: CairnErrorCode } {
  try {
    action();
  } catch (error) {
    expect(isCairnError(error), `expected a CairnError, got ${String(error)}`).toBe(true);
    if (code !== undefined) expect((error as { code: string }).code).toBe(code);
    return error as Error & { code: CairnErrorCode };
  }
  throw new Error('expected a CairnError, but nothing was thrown');
}

/** Calls `action`; passes when it returns or throws a CairnError, rethrows anything else. */
export function resultOrCairnError(action: () => unknown): unknown {
  try {
    return action();
  } catch (error) {
    if (isCairnError(error)) return error;
    throw error;
  }
}

/** True when no number anywhere inside `value` is NaN. */
export function hasNoNaN(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every(hasNoNaN);
}
