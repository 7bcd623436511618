import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the product keeps files (avatars now; reports, images and imports later). Keys are
 * slash-separated names the server chose itself, never a path a user typed.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  find(key: string): Promise<Buffer | undefined>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9][a-z0-9._-]*)+$/;

export function isFileKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

function assertKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

/** The default driver: a folder under DATA_DIR. An S3-compatible driver can follow behind FileStore. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /** Written to a temporary name and renamed, so a reader never sees half a file. */
  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async find(key: string): Promise<Buffer | undefined> {
    if (!isFileKey(key)) return undefined;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

export function createFileStore(dataDir: string): FileStore {
  return new LocalFileStore(path.join(dataDir, 'files'));
}
