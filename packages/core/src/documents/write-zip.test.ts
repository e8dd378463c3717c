import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeZip } from './write-zip';

const date = new Date('2026-03-14T23:45:10Z');
const entries = [
  { name: 'perfil.json', data: '{"nombre":"Ana Peña"}\n' },
  { name: 'perfil.pdf', data: new Uint8Array([37, 80, 68, 70, 45]) },
  { name: 'archivos/crédito-12.xml', data: '<cfdi/>' },
];

/** `unzip`'s answer for `zip`, from a file in a temporary folder. */
function unzipTool(zip: Uint8Array, ...args: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'write-zip-'));
  try {
    const path = join(folder, 'a.zip');
    writeFileSync(path, zip);
    return execFileSync('unzip', [...args, path], {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('writeZip', () => {
  const zip = writeZip(entries, date);

  it('keeps the entries, their order, names (UTF-8) and bytes', () => {
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(entries.map((entry) => entry.name));
    expect(new TextDecoder().decode(files['perfil.json'])).toBe('{"nombre":"Ana Peña"}\n');
    expect([...(files['perfil.pdf'] ?? [])]).toEqual([37, 80, 68, 70, 45]);
  });

  it('opens with unzip: deflated entries dated in UTC, mode 0644', () => {
    const listing = unzipTool(zip, '-Z', '-l');
    const lines = listing.split('\n').filter((line) => /^-rw-r--r--/.test(line));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/ defX? /);
      expect(line).toMatch(/26-Mar-14 23:45/);
    }
    expect(lines.map((line) => line.split(/\s+/).at(-1))).toEqual(entries.map((entry) => entry.name));
    expect(unzipTool(zip, '-t')).toMatch(/No errors detected/);
  });

  it('writes the same bytes for the same entries and date, whatever the time zone of the process', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'America/Mexico_City';
      expect(Buffer.from(writeZip(entries, date)).equals(Buffer.from(zip))).toBe(true);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
