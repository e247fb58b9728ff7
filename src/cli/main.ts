// Entry point of the `cairn-rules` bin.
import { version } from '../../package.json';
import { runCli } from './run.js';

process.exitCode = runCli(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  version,
);
