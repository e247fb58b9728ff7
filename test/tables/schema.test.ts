// Every data file validates against the JSON Schema it names (ajv, a
// devDependency), and the schemas themselves compile in strict mode.
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { readDataFiles, readSchemas } from './data.js';

const files = readDataFiles();
const schemas = readSchemas();
const ajv = new Ajv2020({ allErrors: true, strict: true });
for (const schema of schemas) ajv.addSchema(schema);

describe('data/schemas', () => {
  it('has a schema for every kind of file, each compiling in strict mode', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(17);
    for (const schema of schemas) expect(() => ajv.getSchema(String(schema['$id']))).not.toThrow();
  });

  it('names a schema that exists in every file ($schema is ../schemas/<name>.schema.json)', () => {
    const ids = new Set(schemas.map((schema) => schema['$id']));
    for (const { file, json } of files) {
      const match = /^\.\.\/schemas\/([a-z0-9-]+\.schema\.json)$/.exec(json.$schema);
      expect(match, file).not.toBeNull();
      expect(ids.has(match?.[1]), file).toBe(true);
    }
  });

  it.each(files.map((f) => [f.file, f] as const))('%s validates against its schema', (_name, { json }) => {
    const validate = ajv.getSchema(json.$schema.replace('../schemas/', ''));
    expect(validate).toBeDefined();
    const valid = validate?.(json);
    expect(validate?.errors ?? [], JSON.stringify(validate?.errors?.slice(0, 3))).toEqual([]);
    expect(valid).toBe(true);
  });

  it('rejects a file with a wrong licence, an unknown field or a bad id (the schemas bite)', () => {
    const physique = files.find((f) => f.file === '1e/physique.json')?.json as Record<string, unknown>;
    const validate = ajv.getSchema('text-table.schema.json');
    expect(validate?.({ ...physique, license: { ...(physique['license'] as object), spdx: 'MIT' } })).toBe(false);
    expect(validate?.({ ...physique, extra: 1 })).toBe(false);
    expect(validate?.({ ...physique, id: 'Table/Physique' })).toBe(false);
    expect(validate?.({ ...physique, rows: [] })).toBe(false);
  });
});
