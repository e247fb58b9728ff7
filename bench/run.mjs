// `npm run bench`: builds first (see package.json), then times the built
// package, exactly what users import. The figures go in docs/performance.md.
import { cpus } from 'node:os';
import { diceSuite } from './dice.bench.mjs';

console.log(`node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x ${cpus().length}`);
await diceSuite();
