/**
 * The characters PDFKit's built-in fonts (Helvetica: no font file to ship) can write: Latin-1
 * and the few WinAnsi adds. PDFKit writes any other character as a code of the wrong length,
 * which garbles the rest of the text, so such a character is written without its accents
 * ("Nguyễn" as "Nguyen"), or as "?" when it has no Latin-1 base letter ("Łukasz" as "?ukasz").
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const COMBINING_MARKS = /\p{M}/gu;
const OUTSIDE_LATIN_1 = /[^\u0020-\u007e\u00a0-\u00ff]/gu;
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff]+$/u;

const writable = (char: string): string => {
  if (WIN_ANSI_EXTRAS.has(char)) return char;
  // The French number format's narrow no-break space: WinAnsi has only the plain one.
  if (char === '\u202f') return '\u00a0';
  const bare = char.normalize('NFD').replace(COMBINING_MARKS, '');
  return LATIN_1.test(bare) ? bare : '?';
};

export const winAnsi = (text: string): string => text.normalize('NFC').replace(OUTSIDE_LATIN_1, writable);
