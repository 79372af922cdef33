import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileStorageOf, type FileStorage } from '../../files/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files' bytes are kept (server/files/storage.ts), as FILE_STORAGE says. */
    fileStorage: FileStorage;
  }
}

async function fileStorage(fastify: FastifyInstance, { storage }: { storage: FileStorage }) {
  fastify.decorate('fileStorage', storage);
}

export default fp(fileStorage, { name: 'fileStorage' });

export const autoConfig = (fastify: FastifyInstance) => ({ storage: fileStorageOf(fastify.settings.config) });
