import { describe, expect, it } from 'vitest';
import { describeRoll, EXIT_OK, EXIT_USAGE, runCli } from '../../src/cli/run.js';
import { roll, scriptedRng } from '../../src/index.js';

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = runCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) }, '9.9.9');
  return { code, stdout, stderr };
}

describe('cairn-rules roll', () => {
  it('rolls each notation with a seed, the same way seededRng does in code', () => {
    const { code, stdout, stderr } = run('roll', '3d6', 'd8+d8', '--seed', '42');
    expect(code).toBe(EXIT_OK);
    expect(stderr).toBe('');
    expect(stdout).toBe('3d6 = 9 (3 + 5 + 1)\nd8+d8 = 6 (4 | 6, highest kept)\n');
  });

  it('treats a non-numeric seed as a string seed', () => {
    expect(run('roll', 'd20', '--seed', 'cairn').stdout).toBe('d20 = 6\n');
  });

  it('prints one JSON object per roll with --json', () => {
    const { stdout } = run('roll', 'd6', 'd6', '--json', '--seed', '1');
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ notation: 'd6', modifier: 0 });
  });

  it('rolls without a seed from the platform generator', () => {
    const { code, stdout } = run('roll', 'd20');
    expect(code).toBe(EXIT_OK);
    expect(stdout).toMatch(/^d20 = ([1-9]|1\d|20)\n$/);
  });

  it('explains bad notation on stderr and exits 2, rolling nothing', () => {
    const { code, stdout, stderr } = run('roll', 'd6', '3x6');
    expect(code).toBe(EXIT_USAGE);
    expect(stdout).toBe('');
    expect(stderr).toContain('expected "d" at position 1, found "x"');
  });

  it.each([[['roll']], [['dance']], [['roll', 'd6', '--sed', '1']], [['roll', 'd6', '--seed']], [[]]])(
    'exits 2 with a message on stderr for %j',
    (argv) => {
      const { code, stderr } = run(...argv);
      expect(code).toBe(EXIT_USAGE);
      expect(stderr).not.toBe('');
    },
  );

  it('prints help and the version', () => {
    expect(run('--help')).toMatchObject({ code: EXIT_OK, stderr: '' });
    expect(run('--help').stdout).toContain('cairn-rules roll <notation>');
    expect(run('-v').stdout).toBe('9.9.9\n');
  });
});

describe('describeRoll', () => {
  it('writes single dice, sums, modifiers and kept terms', () => {
    expect(describeRoll(roll(scriptedRng([14]), 'd20'))).toBe('d20 = 14');
    expect(describeRoll(roll(scriptedRng([11, 12]), '2d20+10'))).toBe('2d20+10 = 33 (11 + 12, +10)');
    expect(describeRoll(roll(scriptedRng([3, 7]), 'd8+d8'))).toBe('d8+d8 = 7 (3 | 7, highest kept)');
    expect(describeRoll(roll(scriptedRng([2]), 'd6-1'))).toBe('d6-1 = 1 (2, -1)');
  });
});
