// `npm run bench`: builds first (see package.json), then times the built
// package, exactly what users import. The figures go in docs/performance.md.
import { cpus } from 'node:os';
import { combatSuite } from './combat.bench.mjs';
import { damageSuite } from './damage.bench.mjs';
import { diceSuite } from './dice.bench.mjs';

console.log(`node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x ${cpus().length}`);
const only = process.argv[2];
if (only === undefined || only === 'dice') await diceSuite();
if (only === undefined || only === 'damage') await damageSuite();
if (only === undefined || only === 'combat') await combatSuite();
