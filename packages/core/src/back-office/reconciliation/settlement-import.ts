import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { type ErrorCode, formatErrorMessage } from '@lender/contracts';
import type { Database, Executor } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settlementImports, settlementLines } from '@lender/db/schema';
import type { AuditService } from '../../audit/audit';
import type { Clock } from '../../clock';
import { CoreError } from '../../errors/core-error';
import {
  isLayoutHeader,
  parseSettlementRow,
  SETTLEMENT_LAYOUTS,
  type SettlementChannel,
  type SettlementLine,
  type SettlementLineError,
} from '../../providers/settlements/layouts';
import { type MatchTolerance, matchImport } from './settlement-matching';

/** Lines inserted per statement: big files stream through in batches, never whole in memory. */
export const IMPORT_BATCH = 1_000;
/** Problems listed in the refusal of a bad file (the first ones, by line). */
const MAX_REPORTED = 20;

export interface SettlementImportInput {
  channel: SettlementChannel;
  fileName: string;
  /** The file's bytes or text, in chunks (a stream). */
  source: AsyncIterable<string | Uint8Array>;
  /** The back-office user importing it (null: a job fetched it through the port). */
  importedBy: number | null;
}

export interface SettlementImportResult {
  importId: number;
  /** `true`: the same file (by SHA-256) was imported before; nothing changed. */
  duplicate: boolean;
}

/** Rolls the import's transaction back when the file turns out to be one already imported. */
class KnownFile extends Error {
  constructor(readonly importId: number) {
    super('settlement file already imported');
  }
}

/** The source's chunks, hashed on the way through. */
async function* hashed(source: AsyncIterable<string | Uint8Array>, hash: ReturnType<typeof createHash>) {
  for await (const chunk of source) {
    hash.update(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
    yield chunk;
  }
}

const CODES = {
  header: 'settlement_header_invalid',
  columns: 'settlement_columns_invalid',
  missing: 'settlement_field_missing',
  invalid_amount: 'settlement_amount_invalid',
  invalid_date: 'settlement_date_invalid',
} as const satisfies Record<SettlementLineError['problem'], ErrorCode>;

/** The refusal of a bad file: every problem found (the first 20) as a violation by line. */
function refuse(channel: SettlementChannel, problems: SettlementLineError[]): never {
  const columns = SETTLEMENT_LAYOUTS[channel].columns.join(',');
  throw new CoreError('validation_failed', {
    violations: problems.slice(0, MAX_REPORTED).map((problem) => {
      const code = CODES[problem.problem];
      const params = { line: problem.lineNumber, column: problem.column, columns };
      return { field: ['file'], code, params, message: formatErrorMessage(code, params) };
    }),
  });
}

/**
 * Imports a settlement file (issue 39, ADR 140): reads it line by line (readline over the stream),
 * inserts its lines in batches of {@link IMPORT_BATCH}, hashes its bytes on the way and matches it
 * (ADR 141), all in one transaction. A bad line refuses the whole file (`validation_failed`, the
 * problems by line) and nothing is kept; a file whose SHA-256 was imported before changes nothing
 * and answers the earlier import.
 */
export async function importSettlementFile(
  deps: { db: Database; clock: Clock; audit: AuditService; tolerance: MatchTolerance },
  input: SettlementImportInput,
): Promise<SettlementImportResult> {
  const layout = SETTLEMENT_LAYOUTS[input.channel];
  const hash = createHash('sha256');
  const placeholder = `importing:${process.pid}:${Date.now()}:${Math.random()}`;
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(settlementImports)
        .values({
          channel: input.channel,
          fileName: input.fileName.slice(0, 200),
          fileHash: placeholder,
          lineCount: 0,
          counts: {},
          importedBy: input.importedBy,
          createdAt: deps.clock.now(),
        })
        .returning({ id: settlementImports.id });
      const importId = (created as { id: number }).id;
      const problems: SettlementLineError[] = [];
      let batch: SettlementLine[] = [];
      let lineNumber = 0;
      let count = 0;
      const flush = async (executor: Executor) => {
        if (batch.length === 0 || problems.length > 0) return;
        await executor
          .insert(settlementLines)
          .values(batch.map((line) => ({ ...line, importId, channel: input.channel })));
        batch = [];
      };
      const reader = createInterface({
        input: Readable.from(hashed(input.source, hash)),
        crlfDelay: Infinity,
      });
      for await (const text of reader) {
        lineNumber += 1;
        if (lineNumber === 1) {
          if (!isLayoutHeader(layout, text)) problems.push({ lineNumber, column: '', problem: 'header' });
          continue;
        }
        if (text.trim() === '') continue;
        const parsed = parseSettlementRow(layout, lineNumber, text);
        if ('problem' in parsed) {
          if (problems.length < MAX_REPORTED) problems.push(parsed);
          continue;
        }
        count += 1;
        batch.push(parsed);
        if (batch.length >= IMPORT_BATCH) await flush(tx);
      }
      if (lineNumber === 0) problems.push({ lineNumber: 1, column: '', problem: 'header' });
      if (problems.length > 0) refuse(input.channel, problems);
      await flush(tx);
      const fileHash = hash.digest('hex');
      const [known] = await tx
        .select({ id: settlementImports.id })
        .from(settlementImports)
        .where(eq(settlementImports.fileHash, fileHash));
      if (known) throw new KnownFile(known.id);
      const counts = await matchImport(tx, { importId, channel: input.channel, tolerance: deps.tolerance });
      await tx
        .update(settlementImports)
        .set({
          fileHash,
          lineCount: count,
          counts: counts.counts,
          periodFrom: counts.from,
          periodTo: counts.to,
        })
        .where(eq(settlementImports.id, importId));
      await deps.audit.record(tx, {
        actor: input.importedBy === null ? { type: 'system' } : { type: 'user', id: input.importedBy },
        action: 'reconciliation.import',
        entity: 'settlement_import',
        entityId: importId,
        after: { channel: input.channel, lines: count, ...counts.counts },
      });
      return { importId, duplicate: false };
    });
  } catch (error) {
    if (error instanceof KnownFile) return { importId: error.importId, duplicate: true };
    throw error;
  }
}
