/**
 * Where uploaded files' bytes live (R-FILE-1, decision 051). One interface, so that an object
 * store (S3, R2, MinIO) can replace the local disk without touching the features: they keep
 * their records in the database (stored_file) and hand the bytes to this. Keys are ids the server
 * generated, never anything a person typed.
 */
export interface FileStorage {
  /** Stores the bytes under `key`, replacing nothing half-written: a reader sees all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is nothing under `key`. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes the bytes; nothing under `key` is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are generated ids (UUIDs): anything else is a bug, refused before it reaches a path. */
const KEY = /^[a-z0-9][a-z0-9-]{0,127}$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Chave de armazenamento inválida: ${JSON.stringify(key.slice(0, 40))}`);
}

/**
 * The storage itself failed (a missing bucket, a refused key, an unreachable server): the message
 * is for operators (pt-BR, names what to fix, never a secret); the API answers its generic 500.
 */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StorageError";
  }
}
