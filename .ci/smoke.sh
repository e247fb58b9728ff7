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

out="$(npx --no-install cairn-rules roll 3d6 --seed 42)"
[ "$out" = "3d6 = 9 (3 + 5 + 1)" ] || { echo "smoke: bin printed: $out" >&2; exit 1; }
echo "bin ok: $out"
set +e
npx --no-install cairn-rules roll 3x6 2>/dev/null
code=$?
set -e
[ "$code" -eq 2 ] || { echo "smoke: bad notation exited $code, expected 2" >&2; exit 1; }
echo "bin exits 2 on bad notation: ok"
