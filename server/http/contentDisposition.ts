/** What a quoted filename may not hold as it is: anything but printable ASCII, a quote, a backslash, a percent sign. */
const NOT_PLAIN = /[^\x20-\x7e]|["\\%]/g;

/** encodeURIComponent leaves these, which RFC 5987's attr-char does not allow. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a download (RFC 6266): the name as UTF-8 in
 * `filename*` (RFC 5987) and a plain-ASCII stand-in in `filename` for clients that read
 * only that one. The name comes from storedFileName, so it holds no control characters.
 */
export const attachmentDisposition = (fileName: string): string => {
  const plain = fileName.replace(NOT_PLAIN, '_') || 'download';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
};
