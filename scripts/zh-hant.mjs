#!/usr/bin/env node
// Fills in the zh-Hant (Traditional Chinese, Taiwan phrasing) text of the
// data tables by converting their zh-Hans text with OpenCC (opencc-js, a
// devDependency). The output is committed; this script is how it is made.
//
//   node scripts/zh-hant.mjs          rewrite data/1e/*.json and data/2e/*.json
//   node scripts/zh-hant.mjs --check  change nothing; exit 1 if any file is out of date
//
// Which texts are converted is written in each dataset's metadata,
// `localization["zh-Hant"].from`:
//   "converted"  every text that has zh-Hans gets zh-Hant = convert(zh-Hans);
//   "mixed"      only the texts of the records whose id is listed in
//                `localization["zh-Hant"].converted` (the rest come from a seed);
//   "seed-000" / "none"  nothing is converted (the zh-Hant text, if any, is
//                the 2nd edition zh-Hant core rules' own words).
// A text is an object whose keys are all language tags and whose `en` is a
// string; the record a text belongs to is the nearest enclosing object with
// a string `id`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });
const TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function isText(node) {
  return (
    typeof node === 'object' &&
    node !== null &&
    !Array.isArray(node) &&
    typeof node.en === 'string' &&
    Object.entries(node).every(([key, value]) => TAG.test(key) && typeof value === 'string')
  );
}

/** Converts the texts of one dataset in place; returns how many it set. */
export function convertDataset(dataset) {
  const rule = dataset?.localization?.['zh-Hant'];
  if (rule === undefined) throw new Error(`${dataset?.id ?? '?'}: no localization["zh-Hant"] record`);
  if (rule.from !== 'converted' && rule.from !== 'mixed') return 0;
  const only = rule.from === 'mixed' ? new Set(rule.converted ?? []) : null;
  let count = 0;
  const visit = (node, owner) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, owner);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if (isText(node)) {
      if (only !== null && !only.has(owner)) return;
      const hans = node['zh-Hans'];
      if (typeof hans === 'string') {
        node['zh-Hant'] = convert(hans);
        count++;
      } else {
        delete node['zh-Hant'];
      }
      return;
    }
    const id = typeof node.id === 'string' ? node.id : owner;
    for (const value of Object.values(node)) visit(value, id);
  };
  visit(dataset, undefined);
  return count;
}

function main() {
  const check = process.argv.includes('--check');
  const stale = [];
  let converted = 0;
  for (const edition of ['1e', '2e']) {
    const dir = join(root, edition);
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
      const path = join(dir, name);
      const before = readFileSync(path, 'utf8');
      const dataset = JSON.parse(before);
      converted += convertDataset(dataset);
      const after = `${JSON.stringify(dataset, null, 2)}\n`;
      if (after === before) continue;
      stale.push(`${edition}/${name}`);
      if (!check) writeFileSync(path, after);
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(`zh-hant: out of date (run node scripts/zh-hant.mjs): ${stale.join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`zh-hant: up to date (${converted} texts converted)`);
    }
  } else {
    console.log(`zh-hant: ${converted} texts converted, ${stale.length} files rewritten`);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
