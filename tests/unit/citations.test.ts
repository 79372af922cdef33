import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'tests', 'bench', 'i18n', 'docs'];
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|sql|md|json|html|css)$/;
/** The word issue and a number: a tracker entry no reader of the repository can open. */
const ISSUE_NUMBER = /\bissues? #?\d+/i;
/** Another project's tracker, linked in full, can be opened. */
const OPEN_LINK = /https?:\/\/\S*\/issues\/\d+/g;

const filesUnder = (folder: string) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join(ROOT, 'bench/results')}`));

describe('comments and documents point inside the repository: a spec point or a docs/ section', () => {
  it('no file of the code, tests, benches, texts or docs, nor the README, cites an issue number', () => {
    const citing = [...FOLDERS.flatMap(filesUnder), join(ROOT, 'README.md')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.replace(OPEN_LINK, ''), index }))
        .filter(({ line }) => ISSUE_NUMBER.test(line))
        .map(({ line, index }) => `${relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`),
    );
    expect(citing).toEqual([]);
  });
});
