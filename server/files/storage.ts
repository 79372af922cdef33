import { randomBytes } from 'node:crypto';
import { link, mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_KINDS, type FileKind } from '../../src/domain/files/fileRules.ts';
import type { Config } from '../config.ts';

/**
 * Where the bytes of uploaded files live (docs/architecture.md, Files). The `files` table says
 * what the API knows of each; a store only keeps bytes under locations the server made
 * (`newFileLocation`), never under a name a client chose. Another store, such as an
 * S3-compatible bucket, is another implementation of this interface and a `FILE_STORAGE` kind.
 */
export interface FileStorage {
  /** Keeps the bytes at a new location; fails rather than replace what is there. */
  put(location: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes at the location as a stream, or undefined when nothing is kept there. */
  get(location: string): Promise<Readable | undefined>;
  /** Forgets the location; nothing kept there is not an error. */
  remove(location: string): Promise<void>;
}

/** `YYYY-MM/<32 hex>.<ext>`: a month's folder, 128 random bits, the extension of the checked kind. */
const LOCATION = /^\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

export const isFileLocation = (location: string): boolean => LOCATION.test(location);

/** A fresh location for a file of the kind, made by the server alone. */
export const newFileLocation = (kind: FileKind, now = new Date()): string => {
  const month = now.toISOString().slice(0, 7);
  return `${month}/${randomBytes(16).toString('hex')}${FILE_KINDS[kind].extensions[0]}`;
};

/**
 * The local store: files under one folder (`$DATA_DIR/files` by default), owner-only. A
 * location that is not one the server makes is refused before any path is built from it.
 */
export const localFileStorage = (root: string): FileStorage => {
  const base = path.resolve(root);
  const pathOf = (location: string): string => {
    const full = path.resolve(base, location);
    if (!isFileLocation(location) || !full.startsWith(base + path.sep)) {
      throw new Error(`Not a file location: ${JSON.stringify(location.slice(0, 120))}`);
    }
    return full;
  };
  return {
    async put(location, bytes) {
      const target = pathOf(location);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written aside then linked in place, so a location never holds part of a file, and
      // linking fails on a location already taken instead of replacing it.
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
        await link(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async get(location) {
      if (!isFileLocation(location)) return undefined;
      try {
        const handle = await open(pathOf(location), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(location) {
      await rm(pathOf(location), { force: true });
    },
  };
};

/** The store the configuration names (README, Configuration: FILE_STORAGE). */
export const fileStorageOf = ({ fileStorage }: Pick<Config, 'fileStorage'>): FileStorage => {
  switch (fileStorage.kind) {
    case 'local':
      return localFileStorage(fileStorage.dir);
  }
};
