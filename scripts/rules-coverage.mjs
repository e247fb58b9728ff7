// Writes docs/rules-coverage.md: every rule and conflict id of the shared
// RULES.md, with the test files whose titles name it. Run it after adding
// tests: `node scripts/rules-coverage.mjs [path/to/RULES.md]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const rulesPath = process.argv[2] ?? '../shared/RULES.md';
const rules = readFileSync(rulesPath, 'utf8');

/** id -> short title, from "- **R001** [tags] text" and "**C1 — Title**". */
const ids = new Map();
for (const match of rules.matchAll(/^- \*\*(R\d{3}[a-z]?)\*\* (?:\[[^\]]*\] )?(.*)$/gm)) {
  const text = match[2].replace(/\*\*/g, '').replace(/`/g, '');
  ids.set(match[1], text.length > 90 ? `${text.slice(0, text.lastIndexOf(' ', 90))} …` : text);
}
for (const match of rules.matchAll(/^\*\*(C\d+) — (.*)\*\*$/gm)) ids.set(match[1], match[2]);

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = testFiles('test').map((path) => [relative('.', path), readFileSync(path, 'utf8')]);
const lines = [
  '# Rules coverage',
  '',
  'Every rule (`R…`) and conflict (`C…`) of the project\'s `RULES.md`, with the',
  'test files whose test titles name it. Written by `node scripts/rules-coverage.mjs`;',
  'a rule without a test is a rule not done.',
  '',
  '| id | rule | tests |',
  '|---|---|---|',
];
let covered = 0;
for (const [id, title] of ids) {
  const pattern = new RegExp(`(^|[^0-9A-Za-z])${id}([^0-9a-z]|$)`);
  const where = files.filter(([, text]) => pattern.test(text)).map(([path]) => `\`${path}\``);
  if (where.length > 0) covered++;
  lines.push(`| ${id} | ${title.replace(/\|/g, '\\|')} | ${where.join(', ') || 'not yet'} |`);
}
lines.splice(5, 0, '', `Covered: ${covered} of ${ids.size}.`);
writeFileSync('docs/rules-coverage.md', `${lines.join('\n')}\n`);
console.log(`docs/rules-coverage.md: ${covered} of ${ids.size} ids covered`);
