// Chooses the fast-check seed once per run and prints it, so a red run can be
// replayed exactly: FC_SEED=<seed> npm test. CI pins it (see .ci/run).
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

export default function setup(project: TestProject): void {
  const fromEnv = process.env['FC_SEED'];
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Math.floor(Math.random() * 0x7fffffff);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(fromEnv)}`);
  console.log(`fast-check seed: ${seed} (replay with FC_SEED=${seed} npm test)`);
  project.provide('fcSeed', seed);
}
