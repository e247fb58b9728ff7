// A small timing harness with no dependency and no assertions.
//
// Every case runs in a fresh worker thread (its own V8 isolate), so the
// optimiser's view of one case never slows another; rounds alternate between
// cases so drift on a busy machine hits them alike. A case is timed in
// batches for a fixed time; the median over rounds is reported as operations
// per second, with the ratios the suite asks for.
import { Worker } from 'node:worker_threads';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 500);

/** Keeps results alive so the optimiser cannot drop the work being timed. */
export let sink = 0;
export function consume(value) {
  sink = (sink + (typeof value === 'number' ? value : 1)) | 0;
}

/** Times `fn` (after a warm-up) for SAMPLE_MS; returns calls per second. */
export function opsPerSecond(fn) {
  let batch = 1000;
  // Warm up and grow the batch until one batch takes 10 ms, so timer overhead is noise.
  for (;;) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) fn();
    if (Number(process.hrtime.bigint() - start) >= 10e6) break;
    batch *= 2;
  }
  let ops = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < SAMPLE_MS * 1e6) {
    for (let i = 0; i < batch; i++) fn();
    ops += batch;
    elapsed = Number(process.hrtime.bigint() - start);
  }
  return (ops / elapsed) * 1e9;
}

function timeInWorker(file, name) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { file, name } });
    worker.once('message', (message) => resolve(message.ops));
    worker.once('error', reject);
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const format = (ops) => Math.round(ops).toLocaleString('en-US');

/**
 * Times every case exported by the module at `file` (`cases`: name ->
 * factory returning the function to time), prints ops/s and the ratios
 * `[numerator, denominator, label]`. Returns the medians by name.
 */
export async function runSuite(title, file, ratios = []) {
  const { cases } = await import(file);
  const names = Object.keys(cases);
  const samples = new Map(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) samples.get(name).push(await timeInWorker(file, name));
  }
  const result = new Map(names.map((name) => [name, median(samples.get(name))]));
  console.log(`\n${title} (median of ${ROUNDS} rounds, ${SAMPLE_MS} ms each)`);
  for (const [name, ops] of result) console.log(`  ${name.padEnd(52)} ${format(ops).padStart(14)} ops/s`);
  for (const [a, b, label] of ratios) {
    console.log(`  ${label.padEnd(52)} ${(result.get(a) / result.get(b)).toFixed(2).padStart(14)} x`);
  }
  return result;
}
