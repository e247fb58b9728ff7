// Runs in a worker thread: builds the one case named in workerData, times it, reports.
import { parentPort, workerData } from 'node:worker_threads';
import { opsPerSecond, sink } from './harness.mjs';

const { cases } = await import(workerData.file);
const ops = opsPerSecond(cases[workerData.name]());
parentPort.postMessage({ ops, sink });
