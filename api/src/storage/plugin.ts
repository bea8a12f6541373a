import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageConfig } from '../config';
import { openStorage, type Storage } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    /** where files (photos, signatures, thumbnails) live: config.storage's back end */
    storage: Storage;
  }
}

async function storagePlugin(app: FastifyInstance, options: { config: StorageConfig; storage?: Storage }) {
  const storage = options.storage ?? openStorage(options.config);
  app.decorate('storage', storage);
  app.addHook('onClose', () => {
    if (!options.storage) (storage as { close?: () => void }).close?.();
  });
}

export default fp(storagePlugin, { name: 'storage' });
