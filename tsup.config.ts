import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: host-neutral (browsers, Node, Deno, Bun, Electron), ESM and CJS with types.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    treeshake: true,
    splitting: false,
  },
  {
    // The `cairn-rules` command: Node only, ESM, the library bundled in.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
