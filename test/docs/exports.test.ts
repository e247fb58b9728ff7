// Every public export carries TSDoc with an @example, and every error code
// is explained in the errors guide.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';

function publicDeclarations(): Map<string, ts.Declaration[]> {
  const program = ts.createProgram(['src/index.ts'], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile('src/index.ts');
  if (entry === undefined) throw new Error('src/index.ts not found');
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  if (moduleSymbol === undefined) throw new Error('src/index.ts has no module symbol');
  const found = new Map<string, ts.Declaration[]>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    found.set(exported.name, target.declarations ?? []);
  }
  return found;
}

function hasExample(declaration: ts.Declaration): boolean {
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');
}

describe('public API documentation', () => {
  const declarations = publicDeclarations();

  it('finds the exports (the check itself works)', () => {
    expect(declarations.size).toBeGreaterThan(20);
    expect(declarations.has('roll')).toBe(true);
  });

  it('gives every export TSDoc with an @example', () => {
    const missing = [...declarations].filter(([, decls]) => !decls.some(hasExample)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('lists every error code in docs/errors.md', () => {
    const guide = readFileSync('docs/errors.md', 'utf8');
    const unexplained = library.CAIRN_ERROR_CODES.filter((code) => !guide.includes(`\`${code}\``));
    expect(unexplained).toEqual([]);
  });
});
