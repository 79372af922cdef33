/** One part of a multipart/form-data body. */
export interface Part {
  field: string;
  fileName?: string;
  contentType?: string;
  bytes: Uint8Array | string;
}

/**
 * A multipart/form-data body written out by hand, so the suites can also send what no browser
 * would: several files, odd field names, a body cut short or a header without its boundary.
 */
export const multipartBody = (parts: Part[], boundary = 'carshare-suite-boundary') => {
  const chunks = parts.flatMap(({ field, fileName, contentType, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"` +
        `${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n` +
        `${contentType ? `Content-Type: ${contentType}\r\n` : ''}\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

/** A small CSV attachment the upload route keeps (spec 5's file kind). */
export const VALID_UPLOAD: Part = {
  field: 'file',
  fileName: 'plates.csv',
  contentType: 'text/csv',
  bytes: 'plate,reason\nABC 123,flat tyre\n',
};
