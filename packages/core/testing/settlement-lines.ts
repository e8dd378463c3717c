// Test support for a statement line finance works (issue 39, ADR 142): a one-line settlement file
// imported, and the line posted by one user and approved by another.
import type { SettlementChannel } from '@lender/contracts';
import { approve } from '../src/back-office/approve';
import { settlementException } from '../src/back-office/reconciliation/settlement-exception';
import { settlementImport } from '../src/back-office/reconciliation/settlement-import';
import { settlementUpload } from '../src/back-office/reconciliation/settlement-upload';
import type { LendingTestCore } from './lending-fixtures';

async function* chunks(body: string) {
  yield body;
}

/** A settlement file of `channel` (its header and one row) imported by `importedBy`; its line. */
export async function importedLine(
  t: LendingTestCore,
  input: { channel: SettlementChannel; csv: string; fileName: string; importedBy: number },
) {
  const { importId } = await settlementUpload(t.core, {
    channel: input.channel,
    fileName: input.fileName,
    source: chunks(input.csv),
    importedBy: input.importedBy,
  });
  const [line] = (await settlementImport(t.core, { query: { importId, page: 1, perPage: 10 } })).lines;
  if (!line) throw new Error('no line imported');
  return line;
}

/** `maker` asks to post the line (to `loanId` when it names no payment), `checker` approves. */
export async function postedLine(
  t: LendingTestCore,
  staff: { maker: number; checker: number },
  input: { lineId: number; loanId?: number; reason?: string },
): Promise<void> {
  const asked = await settlementException(t.core, {
    actorId: staff.maker,
    params: { lineId: input.lineId },
    body: {
      action: 'post_payment',
      reason: input.reason ?? 'Llegó al banco',
      ...(input.loanId !== undefined && { loanId: input.loanId }),
    },
  });
  await approve(t.core, {
    actorId: staff.checker,
    params: { id: asked.id },
    body: { version: asked.version },
  });
}
