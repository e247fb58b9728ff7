// Shipped tables are deep-frozen (DESIGN principle 2). Each table module
// calls this once, marked pure, so a bundler drops the tables nobody imports.

/**
 * Freezes `value` and everything reachable from it, and returns it.
 * @internal
 */
export function freezeDataset<T>(value: unknown): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDataset(child);
  }
  return value as T;
}
