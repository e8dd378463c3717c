import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Providers } from '../../providers/index';
import type { SettlementChannel } from '../../providers/settlements/layouts';
import {
  type SettlementImportResult,
  type SettlementUploadContext,
  settlementUpload,
} from './settlement-upload';

/**
 * Runs `use` with the provider's statement read to its end first, into a temporary file (removed
 * afterwards), so the import's transaction never waits on the provider: an adapter that reads the
 * database (the sandbox) would otherwise wait for that very transaction on a one-connection
 * database (PGlite), and a real adapter's slow download would hold the transaction open.
 */
async function spooled<T>(
  source: AsyncIterable<string>,
  use: (file: AsyncIterable<string | Uint8Array>) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'settlement-'));
  try {
    const path = join(folder, 'statement.csv');
    await pipeline(Readable.from(source), createWriteStream(path));
    return await use(createReadStream(path));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * `backOffice.settlementFetch`: fetches a channel's statement for a period through the settlement
 * port and imports it as {@link settlementUpload} does (`importedBy` null: a job fetched it).
 */
export function settlementFetch(
  ctx: SettlementUploadContext & { readonly providers: Pick<Providers, 'settlements'> },
  {
    body: request,
    actorId: importedBy,
  }: { body: { channel: SettlementChannel; from: string; to: string }; actorId: number | null },
): Promise<SettlementImportResult> {
  const { settlements } = ctx.providers;
  return spooled(settlements.statement(request), (source) =>
    settlementUpload(ctx, {
      channel: request.channel,
      fileName: `${settlements.name}-${request.channel}-${request.from}-${request.to}.csv`,
      source,
      importedBy,
    }),
  );
}
