import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';

const ROOT = join(import.meta.dirname, '../..');
/** Props whose text a user reads or a screen reader speaks. */
const USER_FACING = new Set([
  'label',
  'title',
  'placeholder',
  'primaryText',
  'secondaryText',
  'helperText',
  'aria-label',
  'emptyText',
  'tooltip',
  'alt',
  'noOptionsText',
  'message',
  // The texts MUI would otherwise write in English for a screen reader.
  'clearText',
  'openText',
  'closeText',
  'loadingText',
  'labelRowsPerPage',
]);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );

const isKey = (text: string): boolean =>
  text
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

/** file:line of each literal a user would read without translation. */
const offendersIn = (file: string, text = readFileSync(file, 'utf8')): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(ROOT, file)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && USER_FACING.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) {
        if (/\p{L}/u.test(value.text) && !isKey(value.text)) report(value, value.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('spec 1: every user-visible string goes through i18n', () => {
  it('no JSX text with letters, and user-facing props are i18n keys of i18n/en.ts', () => {
    const offenders = filesUnder(join(ROOT, 'src')).flatMap((file) => offendersIn(file));
    expect(offenders).toEqual([]);
  });

  it('catches what it should (a check of the check)', () => {
    const sample = [
      'const A = () => (',
      '  <div title="routes.team">',
      '    <p>Hello</p>',
      '    <Input label="Name" placeholder={"resources.staffs.fields.q"} aria-label={`Close`} />',
      '    {translate("home.title")} {": "}',
      '  </div>',
      ');',
    ].join('\n');
    expect(offendersIn(join(ROOT, 'src/Sample.tsx'), sample)).toEqual([
      'src/Sample.tsx:3: "Hello"',
      'src/Sample.tsx:4: "Name"',
      'src/Sample.tsx:4: "Close"',
    ]);
  });
});
