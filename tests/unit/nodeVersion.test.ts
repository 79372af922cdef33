import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

describe('the Node the project runs on (README, Requirements)', () => {
  it("is the LTS release package.json's `node` dependency brings, whatever the machine's own Node", () => {
    expect(process.version).toBe(`v${manifest.dependencies.node}`);
  });

  it('is what `engines` promises', () => {
    const [major, minor] = manifest.engines.node.replace('>=', '').split('.').map(Number);
    const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);
    expect(runningMajor! > major! || (runningMajor === major && runningMinor! >= minor!)).toBe(true);
    // An even major: a long-term support line.
    expect(runningMajor! % 2).toBe(0);
  });
});
