import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isFileKey, LocalFileStore } from './file-store.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'asinasin-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalFileStore', () => {
  const store = new LocalFileStore(root);

  it('keeps, finds and deletes a file under its key', async () => {
    await store.put('avatars/a1.webp', Buffer.from('image'));
    expect((await store.find('avatars/a1.webp'))?.toString()).toBe('image');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual(['a1.webp']);
    await store.delete('avatars/a1.webp');
    expect(await store.find('avatars/a1.webp')).toBeUndefined();
    await expect(store.delete('avatars/a1.webp')).resolves.toBeUndefined();
  });

  it('replaces a file whole', async () => {
    await store.put('reports/r.pdf', Buffer.from('first'));
    await store.put('reports/r.pdf', Buffer.from('second'));
    expect((await store.find('reports/r.pdf'))?.toString()).toBe('second');
    expect(fs.readdirSync(path.join(root, 'reports'))).toEqual(['r.pdf']);
  });

  it.each([
    '../secret',
    'avatars/../../etc/passwd',
    '/etc/passwd',
    'avatars/',
    'Avatars/x',
    'avatars/.hidden',
    'x',
  ])('refuses the key %s', async (key) => {
    expect(isFileKey(key)).toBe(false);
    expect(await store.find(key)).toBeUndefined();
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/not a file key/);
  });
});
