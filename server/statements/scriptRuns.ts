import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import bidiFactory from 'bidi-js';

/**
 * Spec 3, Billing statement: every member's name prints, whatever its script. PDFKit draws a
 * text in one font and left to right, so a text is cut into runs of one script and one
 * direction, each run gets the Noto font of its script, and the runs are put in their visual
 * order by the Unicode bidirectional algorithm (bidi-js). Inside a right-to-left run, fontkit
 * (PDFKit's shaper) joins Arabic letters and lays the glyphs out right to left itself.
 *
 * Latin text moves from Helvetica to Noto Sans: Helvetica writes WinAnsi only, so "Łukasz",
 * "Nguyễn" or a Cyrillic name lost letters; Noto Sans has Latin, Greek and Cyrillic, and its
 * neighbours are drawn to the same design. PDFKit embeds only the glyphs a statement uses.
 */
type Script = 'latin' | 'han' | 'arabic' | 'hebrew' | 'emoji';
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
/** The @embedpdf packages export no file but their index, so their fonts are found beside it. */
const embedPdfFont = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

const FONT_FILES: Record<Script, () => Record<Weight, string>> = {
  latin: () => ({
    regular: embedPdfFont('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'),
    bold: embedPdfFont('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf'),
  }),
  // Noto Sans CJK's Simplified Chinese set: the Han of GB 2312 and its hiragana and katakana.
  han: () => ({
    regular: embedPdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
    bold: embedPdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
  }),
  arabic: () => ({
    regular: embedPdfFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'),
    bold: embedPdfFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf'),
  }),
  hebrew: () => ({
    regular: embedPdfFont('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf'),
    bold: embedPdfFont('@embedpdf/fonts-hebrew', 'NotoSansHebrew-Bold.ttf'),
  }),
  // Noto Emoji, the monochrome one: PDFKit cannot embed colour glyphs.
  emoji: () => ({
    regular: require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
  }),
};

/** Each font file is read once, when a statement first needs it (the Han one is 8 MB). */
const fontBytes = new Map<string, Buffer>();
const fontOf = (script: Script, weight: Weight): { name: string; bytes: Buffer } => {
  const file = FONT_FILES[script]()[weight];
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return { name: `${script}-${weight}`, bytes };
};

const SCRIPTS: ReadonlyArray<[Script, RegExp]> = [
  ['emoji', /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]/u],
  ['han', /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}]/u],
  ['arabic', /\p{scx=Arabic}/u],
  ['hebrew', /\p{scx=Hebrew}/u],
];
/** Marks (variation selectors among them) and joiners: they belong to the character before them. */
const ATTACHED = /\p{M}|\u200c|\u200d/u;

interface Run {
  text: string;
  script: Script;
  level: number;
}

const bidi = bidiFactory();

/** The text's runs in logical order: one script and one bidi level each. */
function logicalRuns(text: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index]!;
    index += char.length;
    const last = runs.at(-1);
    const script = ATTACHED.test(char) && last ? last.script : scriptOf(char);
    if (last && last.script === script && last.level === level) last.text += char;
    else runs.push({ text: char, script, level });
  }
  return runs;
}

/** Spaces, digits and punctuation are Noto Sans's, which has them all. */
const scriptOf = (char: string): Script => SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'latin';

/**
 * The runs in visual order (UAX #9, L2): from the highest level down to the lowest odd one,
 * each stretch of runs at that level or above is reversed. A right-to-left run of Arabic or
 * Hebrew is reversed inside by fontkit; any other run at an odd level (spaces, punctuation
 * between right-to-left words) is reversed here, its brackets mirrored.
 */
function visualRuns(text: string): Run[] {
  const runs = logicalRuns(text);
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && run.script !== 'arabic' && run.script !== 'hebrew'
      ? {
          ...run,
          text: [...run.text]
            .reverse()
            .map((char) => bidi.getMirroredCharacter(char) ?? char)
            .join(''),
        }
      : run,
  );
}

export interface TextStyle {
  size: number;
  weight?: Weight;
}

export interface Placement {
  /** Where the text's box starts, and how wide it is; without a width the text is not cut. */
  x: number;
  y: number;
  width?: number;
  align?: 'left' | 'right';
}

const ELLIPSIS = '…';

/**
 * Writes `text` at a place on the current page, each run in its script's font. `y` is the top
 * of the line: every run sits on one baseline a font size below it, whatever its font's ascent,
 * so a name in two scripts does not step. Text wider than the box is cut, with an ellipsis, at
 * a character of its logical order.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, place: Placement): void {
  const weight = style.weight ?? 'regular';
  const measured = (value: string) => {
    const runs = visualRuns(value).map((run) => {
      const font = fontOf(run.script, weight);
      doc.registerFont(font.name, font.bytes);
      doc.font(font.name).fontSize(style.size);
      return { ...run, font: font.name, width: doc.widthOfString(run.text) };
    });
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  };
  let layout = measured(text);
  if (place.width !== undefined && layout.width > place.width) {
    const chars = [...text];
    do {
      chars.pop();
      layout = measured(`${chars.join('').trimEnd()}${ELLIPSIS}`);
    } while (chars.length > 0 && layout.width > place.width);
  }
  let x =
    place.align === 'right' && place.width !== undefined ? place.x + place.width - layout.width : place.x;
  const baseline = place.y + style.size;
  for (const run of layout.runs) {
    doc.font(run.font).fontSize(style.size);
    doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += run.width;
  }
}
