import type { StorageConfig } from '../config';
import { folderStorage } from './folder';
import { s3Storage } from './s3';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** The configured back end; `close` lets go of its connections when the app closes. */
export function openStorage(config: StorageConfig): Storage & { close?: () => void } {
  return config.kind === 's3' ? s3Storage(config) : folderStorage(config.dir);
}
