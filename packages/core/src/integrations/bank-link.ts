import type { Database } from '@lender/db';
import { desc, eq } from '@lender/db/orm';
import type { BankLinkSummary } from '@lender/db/schema';
import { bankLinks } from '@lender/db/schema';
import { CoreError } from '../errors/core-error';
import type { Logger } from '../logger';
import { ProviderError } from '../providers/provider-error';

/** The bank-link state the decision engine reads (`bankLinkStatus`). */
export interface BankLinkState {
  /** `linked` when at least one link is stored, else `skipped` when the client skipped, else `none`. */
  status: 'linked' | 'skipped' | 'none';
  /** Number of stored links. */
  links: number;
  /** The latest link's institution and summary (income in centavos). */
  institution: string | null;
  summary: BankLinkSummary | null;
}

/** The bank-link state of a client for the decision engine. */
export async function bankLinkStatus(db: Database, clientId: number): Promise<BankLinkState> {
  const rows = await db
    .select()
    .from(bankLinks)
    .where(eq(bankLinks.clientId, clientId))
    .orderBy(desc(bankLinks.createdAt), desc(bankLinks.id));
  const linked = rows.filter((row) => row.status === 'linked');
  const last = linked[0];
  if (last) {
    return { status: 'linked', links: linked.length, institution: last.institution, summary: last.summary };
  }
  return {
    status: rows.some((row) => row.status === 'skipped') ? 'skipped' : 'none',
    links: 0,
    institution: null,
    summary: null,
  };
}

/** A call to the bank-link provider: its failure is `provider_failed` (logged without details). */
export async function callBankLink<T>(ctx: { readonly logger: Logger }, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ProviderError) {
      ctx.logger.warn('bank-link provider failed', { provider: error.provider });
      throw new CoreError('provider_failed');
    }
    throw error;
  }
}
