#!/usr/bin/env bash
# Packs the package, installs the tarball into an empty project and uses it
# the ways users will: ESM import, CJS require, the `cairn-rules` bin.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The library bundle must be host-neutral: nothing Node-only may leak in.
if grep -nE "\bprocess\.|require\(['\"]node:|from ['\"]node:" "$root/dist/index.js" "$root/dist/index.cjs"; then
  echo "smoke: dist/index.* uses Node-only APIs" >&2
  exit 1
fi

tarball="$(cd "$root" && npm pack --silent --pack-destination "$work")"
echo "packed $tarball"
tar -tzf "$work/$tarball" | sed 's/^/  /'

cd "$work"
npm init -y >/dev/null
npm install --no-audit --no-fund --silent "./$tarball"

node --input-type=module -e "
import { roll, seededRng, parseDice, isCairnError } from 'cairn-rules';
const result = roll(seededRng(42), '3d6');
if (result.total !== 9) throw new Error('ESM: unexpected total ' + result.total);
try { parseDice('3x6'); throw new Error('ESM: no error'); } catch (e) { if (!isCairnError(e, 'BAD_NOTATION')) throw e; }
console.log('ESM import ok:', JSON.stringify(result));
"

node -e "
const { roll, seededRng } = require('cairn-rules');
const result = roll(seededRng(42), '3d6');
if (result.total !== 9) throw new Error('CJS: unexpected total ' + result.total);
console.log('CJS require ok:', result.total);
"

node -e "
const physique = require('cairn-rules/data/1e/physique.json');
if (physique.rows.length !== 10 || physique.license.spdx !== 'CC-BY-SA-4.0') throw new Error('raw JSON subpath: unexpected table');
console.log('raw JSON by subpath ok:', physique.id);
"

node --input-type=module -e "
import { lookup, name, PHYSIQUE_1E, zhHant, takeDamage, createCreature, scriptedRng } from 'cairn-rules';
if (lookup(PHYSIQUE_1E, 3).row.id !== 'trait/physique/flabby') throw new Error('ESM: lookup');
if (name('scar/walloped', { locale: zhHant }) !== '重擊倒地') throw new Error('ESM: name');
const hit = takeDamage(scriptedRng([]), createCreature({ kind: 'pc', hp: 3, armor: 1, str: 11, dex: 10, wil: 10 }), 4);
if (hit.scar !== 3) throw new Error('ESM: takeDamage');
console.log('tables, text and rules from the package ok');
"

out="$(npx --no-install cairn-rules roll 3d6 --seed 42)"
[ "$out" = "3d6 = 9 (3 + 5 + 1)" ] || { echo "smoke: bin printed: $out" >&2; exit 1; }
echo "bin ok: $out"
set +e
npx --no-install cairn-rules roll 3x6 2>/dev/null
code=$?
set -e
[ "$code" -eq 2 ] || { echo "smoke: bad notation exited $code, expected 2" >&2; exit 1; }
echo "bin exits 2 on bad notation: ok"
