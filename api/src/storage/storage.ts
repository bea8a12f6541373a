// Where files live (photos, signatures, their thumbnails): one small interface, two real back ends. The database
// row that names a file (fotos) keeps its content type and size; the store keeps the bytes under a key.

export interface Storage {
  /** what the logs and the backup call it: "pasta /data/arquivos", "s3 http://…/frota" */
  readonly description: string;
  /** writes the whole file under `key`, replacing one already there */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the file's bytes, or null when there is none under `key` */
  get(key: string): Promise<Buffer | null>;
  /** removes the file; a key with no file is not an error (a retry, or the cleanup job after a delete) */
  delete(key: string): Promise<void>;
  /** every key under `prefix`, in no particular order */
  list(prefix?: string): AsyncIterable<string>;
}

// keys are made by the API (fotos/<id>/original), never by a client: anything else is a bug, refused before it
// could name a path outside the folder
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`chave de arquivo inválida: ${JSON.stringify(key)}`);
  return key;
}
