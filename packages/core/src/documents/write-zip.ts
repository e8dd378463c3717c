import { Zip, ZipDeflate } from 'fflate';

/** A file of a ZIP: its path inside the archive and its bytes (a text is written as UTF-8). */
export interface ZipEntry {
  readonly name: string;
  readonly data: Uint8Array | string;
}

/** A regular file readable by all, writable by its owner (0644, the mode archiver wrote). */
const FILE_ATTRIBUTES = 0o100644 << 16;
/** "Made by" Unix, so that `unzip` and the file managers read the mode above. */
const UNIX = 3;

/**
 * The ZIP of `entries`, in their order (a name may repeat, as with any ZIP writer), each deflated at
 * level 9 and dated `date`, with fflate's streaming writer, in memory. The DOS date of an entry is
 * written in UTC whatever the server's time zone, as the archiver package did: the same content
 * gives the same bytes everywhere.
 */
export function writeZip(entries: Iterable<ZipEntry>, date: Date): Uint8Array {
  const chunks: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failures.push(error);
    else chunks.push(chunk);
  });
  // fflate writes the local-time fields of `mtime`: a date whose local fields are `date`'s UTC ones.
  const mtime = new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 9 });
    file.mtime = mtime;
    file.os = UNIX;
    file.attrs = FILE_ATTRIBUTES;
    zip.add(file);
    // ZipDeflate compresses synchronously: the chunks reach `chunks` before push returns.
    file.push(typeof entry.data === 'string' ? new TextEncoder().encode(entry.data) : entry.data, true);
  }
  zip.end();
  if (failures[0]) throw failures[0];
  return new Uint8Array(Buffer.concat(chunks));
}
