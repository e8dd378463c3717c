import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@lender/db';
import { GEO_IMPORT_BATCH_SIZE, importSepomexFile } from './import';
import { defaultSepomexEncoding, SEPOMEX_ENCODINGS, type SepomexEncoding } from './sepomex';

const USAGE = `Usage: pnpm --filter @lender/core run geo:import <CPdescarga.txt> [options]

Imports SEPOMEX's national postal-code catalogue into the database of the API: the official
pipe-separated download CPdescarga.txt (ISO-8859-1), or the TSV form the product ships
(.tsv / .tsv.gz, UTF-8; packages/core/data/geo/sepomex.tsv.gz). Into: DATABASE_URL (PostgreSQL) or else DATA_DIR / --data-dir (the embedded
PGlite folder; stop the API first, PGlite allows one process per folder). Migrates first.
Re-running with the same file changes nothing (upserts by INEGI-style ids).

Options:
  --data-dir <dir>      PGlite folder (default: $DATA_DIR)
  --encoding <enc>      latin1 (default for the official file) or utf8 (default for .tsv / .tsv.gz)
  --prune               delete settlements the file no longer lists
  --batch-size <n>      rows per statement (default 5000)
  --help`;

/** What the command writes and reads, injectable for tests. */
export interface GeoImportCliIo {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the `geo:import` command; returns the process exit code (0 ok, 1 rows rejected, 2 usage or failure). */
export async function runGeoImportCli(argv: readonly string[], io: GeoImportCliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [file] = positionals;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const encoding = (values.encoding ?? (file ? defaultSepomexEncoding(file) : 'latin1')) as SepomexEncoding;
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  if (!file || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  if (!SEPOMEX_ENCODINGS.includes(encoding)) {
    io.err(`--encoding must be one of ${SEPOMEX_ENCODINGS.join(', ')}`);
    return 2;
  }
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    io.err('--batch-size must be a positive integer');
    return 2;
  }
  // pnpm runs scripts in the package folder; paths are meant from where the user typed them.
  const base = io.env.INIT_CWD ?? process.cwd();
  const fromUser = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const databaseUrl = io.env.DATABASE_URL;
  const dataDir = values['data-dir'] ?? io.env.DATA_DIR;
  if (!databaseUrl && !dataDir) {
    io.err('Set DATABASE_URL (PostgreSQL) or DATA_DIR / --data-dir (the API’s PGlite folder).');
    return 2;
  }

  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: fromUser(dataDir as string) });
  try {
    await handle.migrate();
    io.out(`Importing ${fromUser(file)} (${encoding}) into ${handle.location}…`);
    const result = await importSepomexFile(handle.db, fromUser(file), {
      encoding,
      prune: values.prune ?? false,
      ...(batchSize !== undefined && { batchSize }),
      onProgress: (count) => {
        if (count % 20_000 < (batchSize ?? GEO_IMPORT_BATCH_SIZE)) io.out(`  ${count} settlements…`);
      },
    });
    io.out(
      `Done: ${result.settlements} settlements, ${result.municipalities} municipalities, ${result.cities} cities` +
        `${values.prune ? `, ${result.pruned} rows pruned` : ''}.`,
    );
    if (result.rejectedCount > 0) {
      io.err(`${result.rejectedCount} rows rejected:`);
      for (const row of result.rejected) io.err(`  line ${row.line}: ${row.reason}`);
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(`Import failed: ${(error as Error).message}`);
    return 2;
  } finally {
    await handle.close();
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      encoding: { type: 'string' },
      prune: { type: 'boolean' },
      'batch-size': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
}
