// Test helpers: the raw data files as JSON, read from disk, so the tests
// check the files users get by subpath (cairn-rules/data/*), not only the
// typed modules.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR = join(import.meta.dirname, '..', '..', 'data');

export interface DataFile {
  /** Such as `1e/physique.json`. */
  readonly file: string;
  readonly json: Record<string, unknown> & { id: string; edition: '1e' | '2e'; $schema: string };
}

export function readDataFiles(): DataFile[] {
  const files: DataFile[] = [];
  for (const edition of ['1e', '2e']) {
    for (const name of readdirSync(join(DATA_DIR, edition)).filter((file) => file.endsWith('.json')).sort()) {
      files.push({ file: `${edition}/${name}`, json: JSON.parse(readFileSync(join(DATA_DIR, edition, name), 'utf8')) });
    }
  }
  return files;
}

export function readSchemas(): Record<string, unknown>[] {
  const dir = join(DATA_DIR, 'schemas');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

/** Every object inside `value`, with the path to it. */
export function* walk(value: unknown, path = ''): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* walk(value[i], `${path}[${i}]`);
  } else if (typeof value === 'object' && value !== null) {
    yield [path, value as Record<string, unknown>];
    for (const [key, child] of Object.entries(value)) yield* walk(child, path === '' ? key : `${path}.${key}`);
  }
}

const TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/** A localized text: every key a language tag, every value a string, `en` present. */
export function isText(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { en?: unknown }).en === 'string' &&
    Object.entries(value).every(([key, text]) => TAG.test(key) && typeof text === 'string')
  );
}
