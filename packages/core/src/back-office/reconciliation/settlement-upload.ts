import { createHash } from 'node:crypto';
import { type ErrorCode, formatErrorMessage } from '@lender/contracts';
import type { Database } from '@lender/db';
import { eq } from '@lender/db/orm';
import { settlementImports } from '@lender/db/schema';
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
import { type StatementEncodingError, statementLines } from '../../providers/settlements/statement-lines';
import { type MatchTolerance, matchImport } from './settlement-matching';
import { closeStaging, openStaging, stagedSummary, stageLines } from './settlement-staging';

/**
 * Lines loaded per statement (ADR 297): big files stream through in batches, never whole in
 * memory; each batch is six array parameters, loaded while the next one is parsed.
 */
export const IMPORT_BATCH = 10_000;
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

/** What is wrong with a file: a line of it, or its bytes (not UTF-8 from that line on). */
type FileProblem = SettlementLineError | StatementEncodingError;

const CODES = {
  header: 'settlement_header_invalid',
  columns: 'settlement_columns_invalid',
  missing: 'settlement_field_missing',
  invalid_amount: 'settlement_amount_invalid',
  invalid_date: 'settlement_date_invalid',
  encoding: 'settlement_encoding_invalid',
  utf16: 'settlement_encoding_utf16',
} as const satisfies Record<FileProblem['problem'], ErrorCode>;

/** The refusal of a bad file: every problem found (the first 20) as a violation by line. */
function refuse(channel: SettlementChannel, problems: FileProblem[]): never {
  const columns = SETTLEMENT_LAYOUTS[channel].columns.join(',');
  throw new CoreError('validation_failed', {
    violations: problems.slice(0, MAX_REPORTED).map((problem) => {
      const code = CODES[problem.problem];
      const params: Record<string, string | number> = {
        line: problem.lineNumber,
        column: problem.column,
        columns,
      };
      if ('position' in problem && problem.position !== undefined) params.position = problem.position;
      return { field: ['file'], code, params, message: formatErrorMessage(code, params) };
    }),
  });
}

/** What importing a settlement file uses (`Core` is one). */
export interface SettlementUploadContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly audit: AuditService;
  /** How far a settlement line may be from a payment and still match (ADR 141). */
  readonly reconciliationTolerance: MatchTolerance;
}

/**
 * `backOffice.settlementUpload`: imports a settlement file (issue 39, ADR 140): reads it line by
 * line, strictly as UTF-8 (ADR 178), loads its lines into the transaction's staging table in batches
 * of {@link IMPORT_BATCH}, hashes its bytes on the way and matches the whole file in a few
 * statements (ADR 141, 297) that write its lines with their outcomes, all in one transaction. A bad
 * line refuses the whole file (`validation_failed`, the problems by line) and nothing is kept; so
 * does a byte that is not UTF-8, at its line, where the reading stops. A file whose SHA-256 was imported before changes nothing and answers the earlier
 * import.
 */
export async function settlementUpload(
  ctx: SettlementUploadContext,
  input: SettlementImportInput,
): Promise<SettlementImportResult> {
  const layout = SETTLEMENT_LAYOUTS[input.channel];
  const hash = createHash('sha256');
  const placeholder = `importing:${process.pid}:${Date.now()}:${Math.random()}`;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(settlementImports)
        .values({
          channel: input.channel,
          fileName: input.fileName.slice(0, 200),
          fileHash: placeholder,
          lineCount: 0,
          counts: {},
          importedBy: input.importedBy,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: settlementImports.id });
      const importId = (created as { id: number }).id;
      await openStaging(tx);
      const problems: FileProblem[] = [];
      let batch: SettlementLine[] = [];
      let lineNumber = 0;
      let count = 0;
      // One batch loads while the next is parsed; a failed load is thrown at the next flush or the end.
      let loading: Promise<void> = Promise.resolve();
      const flush = async () => {
        await loading;
        if (batch.length === 0 || problems.length > 0) return;
        loading = stageLines(tx, batch);
        loading.catch(() => {});
        batch = [];
      };
      for await (const line of statementLines(hashed(input.source, hash))) {
        lineNumber = line.lineNumber;
        if ('problem' in line) {
          // The first bad byte is always named, even after 20 problems of earlier lines.
          problems.splice(MAX_REPORTED - 1, Number.POSITIVE_INFINITY, line);
          break;
        }
        const { text } = line;
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
        if (batch.length >= IMPORT_BATCH) await flush();
      }
      await loading;
      if (lineNumber === 0) problems.push({ lineNumber: 1, column: '', problem: 'header' });
      if (problems.length > 0) refuse(input.channel, problems);
      await flush();
      await loading;
      const fileHash = hash.digest('hex');
      const staged = await stagedSummary(tx, fileHash);
      if (staged.knownImportId !== null) throw new KnownFile(staged.knownImportId);
      const counts = await matchImport(tx, {
        importId,
        channel: input.channel,
        tolerance: ctx.reconciliationTolerance,
        from: staged.from,
        to: staged.to,
      });
      await closeStaging(tx);
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
      await ctx.audit.record(tx, {
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
