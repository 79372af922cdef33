import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's own fonts, for a PDF naming a standard font it does not embed. */
const STANDARD_FONTS = `${path.join(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts')}/`;

export interface TextItem {
  str: string;
  x: number;
  y: number;
}

/** Every page's text items as pdf.js reads them back: the text (in logical order) and where it starts. */
export async function pdfItems(bytes: Buffer): Promise<TextItem[][]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  const pages: TextItem[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
          : [],
      ),
    );
  }
  await pdf.destroy();
  return pages;
}

/** Every page's text, a page a string, spaces of any kind read as one. */
export async function pdfText(bytes: Buffer): Promise<string[]> {
  return (await pdfItems(bytes)).map((items) =>
    items
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/gu, ' '),
  );
}
