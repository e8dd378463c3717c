import type { CollectionCase, CollectionQueueQuery } from '@lender/contracts';
import type { Database } from '@lender/db';
import type { AuditService } from '../audit/audit';
import type { Clock } from '../clock';
import type { PiiCrypto } from '../pii';
import { readCollectionCase } from './collection-case';
import { type CollectionClaimsPart, createCollectionClaims } from './collection-claims';
import { type CollectionContactsPart, createCollectionContacts } from './collection-contacts';
import type { CollectionsContext } from './collection-context';
import { type CsvFile, exportCollectors, exportContactLog } from './collection-exports';
import { type CollectionPromisesPart, createCollectionPromises } from './collection-promises';
import { type CollectionQueuePage, readCollectionQueue } from './collection-queue';

/**
 * The collections workspace (issue 38, ADRs 136–139): the queue of overdue loans, claims, a case,
 * the contact log under CONDUSEF's rules (window, caps, the borrower only), promises to pay decided
 * by the ledger, and the regulator's exports.
 */
export interface CollectionsService
  extends CollectionClaimsPart,
    CollectionContactsPart,
    CollectionPromisesPart {
  queue(userId: number, query: CollectionQueueQuery): Promise<CollectionQueuePage>;
  case(userId: number, loanId: number): Promise<CollectionCase>;
  /** The month (`YYYY-MM`) of contacts as CSV, in the reader's language. */
  exportContactLog(month: string, language: 'es-MX' | 'en'): Promise<CsvFile>;
  /** The collectors as CSV, in the reader's language. */
  exportCollectors(language: 'es-MX' | 'en'): Promise<CsvFile>;
}

export function createCollectionsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  pii: PiiCrypto;
}): CollectionsService {
  const ctx: CollectionsContext = deps;
  return {
    ...createCollectionClaims(ctx),
    ...createCollectionContacts(ctx),
    ...createCollectionPromises(ctx),
    queue: (userId, query) => readCollectionQueue(ctx, userId, query),
    case: (userId, loanId) => readCollectionCase(ctx, userId, loanId),
    exportContactLog: (month, language) => exportContactLog(ctx, month, language),
    exportCollectors: (language) => exportCollectors(ctx, language),
  };
}
