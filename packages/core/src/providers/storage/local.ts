import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertStorageKey, type DocumentStorage } from './port';

/**
 * Documents in a folder on the local disk (the default, ADR 221). The folder should sit under the
 * data folder, outside any web root; files are written readable by the owner only.
 */
export function localStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // `wx`: never overwrite; keys are unique, so an existing file means a bug.
      await writeFile(path, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
