// The tables' public names are documented (TSDoc with @example and
// @category on every export of the barrels), and docs/tables.md lists every
// table with its dice and source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as i18n from '../../src/i18n/index.js';
import * as tables from '../../src/tables/index.js';
import { DATA_DIR, readDataFiles } from './data.js';

function exportsOf(entry: string): Map<string, ts.Declaration[]> {
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (source === undefined) throw new Error(`${entry} not found`);
  const symbol = checker.getSymbolAtLocation(source);
  if (symbol === undefined) throw new Error(`${entry} has no module symbol`);
  const found = new Map<string, ts.Declaration[]>();
  for (const exported of checker.getExportsOfModule(symbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    found.set(exported.name, target.declarations ?? []);
  }
  return found;
}

const tagsOf = (declaration: ts.Declaration): string[] => {
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return ts.getJSDocTags(node).map((tag) => tag.tagName.text);
};

describe('documentation of the tables', () => {
  for (const entry of ['src/tables/index.ts', 'src/i18n/index.ts']) {
    it(`every export of ${entry} has TSDoc with @example and @category`, () => {
      const declarations = exportsOf(entry);
      expect(declarations.size).toBeGreaterThan(5);
      const missing = [...declarations]
        .filter(([, decls]) => !decls.some((d) => tagsOf(d).includes('example') && tagsOf(d).includes('category')))
        .map(([exported]) => exported);
      expect(missing).toEqual([]);
    });
  }

  it('exports one constant per data file, and the functions', () => {
    const constants = Object.keys(tables).filter((key) => /_(1E|2E)$/.test(key) && !key.startsWith('DATASETS'));
    expect(constants).toHaveLength(readDataFiles().length);
    expect(typeof tables.lookup).toBe('function');
    expect(typeof tables.rollOnTable).toBe('function');
    expect(typeof i18n.name).toBe('function');
  });

  it('docs/tables.md lists every table: its export, file, dice and source', () => {
    const page = readFileSync(join(DATA_DIR, '..', 'docs', 'tables.md'), 'utf8');
    for (const dataset of [...tables.DATASETS_1E, ...tables.DATASETS_2E]) {
      const line = page.split('\n').find((l) => l.includes(`[\`${dataset.edition}/${dataset.id.replace('table/', '')}.json\`]`));
      expect(line, dataset.id).toBeDefined();
      if ('dice' in dataset) expect(line).toContain(`| ${dataset.dice} |`);
      expect(line).toContain(dataset.source.section);
      expect(line).toContain(dataset.source.book);
    }
  });
});
