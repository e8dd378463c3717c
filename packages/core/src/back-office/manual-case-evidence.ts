import type { CaseEmploymentSchema, ManualCaseEvidence } from '@lender/contracts';
import { fullNameOf } from '@lender/contracts';
import { and, desc, eq, like, ne, not } from '@lender/db/orm';
import {
  applications,
  bankLinks,
  clients,
  decisions,
  fraudSignals,
  loans,
  veriffSessions,
} from '@lender/db/schema';
import type { z } from 'zod';
import { ageOn, today } from '../clock';
import { CoreError } from '../errors/core-error';
import { NAME_PARTS, type NameParts, personNameOf } from '../identity/name-parts';
import type { PiiCrypto } from '../pii';
import { caseDuplicates } from './case-duplicates';
import { curpEvidence, type RegisteredIdentity, rfcEvidence } from './case-identity';
import { decisionDetailOf } from './client-page/client-decisions';
import { clientDocuments } from './client-page/client-documents';
import type { ClientPageContext } from './client-page/client-page-context';

/** Most earlier applications and loans the panel lists. */
export const CASE_HISTORY_MAX = 20;

type Evidence = ManualCaseEvidence;
type Employment = z.infer<typeof CaseEmploymentSchema>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const centavos = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** The employment step as registration stored it (income in centavos), or null before it. */
function employmentOf(stored: Record<string, unknown> | null): Employment | null {
  if (!stored) return null;
  const cycle = text(stored.salaryCycle);
  return {
    status: text(stored.employmentStatusKey),
    position: text(stored.employmentPositionKey),
    companyName: text(stored.companyName),
    monthlyIncomeCentavos: centavos(stored.monthlyIncome),
    monthlyExpensesCentavos: centavos(stored.monthlyExpenses),
    payCycle: cycle as Employment['payCycle'],
    nextPayDate: text(stored.nextPayDate),
  };
}

/** The client's bank link: the newest linked one with its summary, else a skip, else none. */
function bankLinkOf(rows: readonly (typeof bankLinks.$inferSelect)[]): Evidence['bankLink'] {
  const linked = rows.find((row) => row.status === 'linked');
  const summary = linked?.summary ?? null;
  const balance = summary?.accounts
    .filter((account) => account.category !== 'CREDIT_CARD')
    .reduce((sum, account) => sum + account.balanceCurrent, 0);
  return {
    status: linked ? 'linked' : rows.some((row) => row.status === 'skipped') ? 'skipped' : 'missing',
    institution: linked?.institution ?? null,
    monthlyIncomeCentavos: summary ? Math.round(summary.monthlyIncome) : null,
    incomeMonths: summary?.incomeMonths ?? null,
    incomeRegularity: summary ? Math.min(1, Math.max(0, summary.incomeRegularity)) : null,
    accounts: summary?.accounts.length ?? 0,
    balanceCentavos: balance ?? null,
    linkedAt: linked?.createdAt.toISOString() ?? null,
  };
}

/** Where the newest identity-verification session stands. */
function identityOf(status: string | undefined): Evidence['identityVerification'] {
  if (status === undefined) return 'missing';
  return status === 'approved' || status === 'declined' ? status : 'pending';
}

/**
 * The evidence a manual-verification case is decided on (the queue's decision panel, issue 48):
 * the application, the client, documents with signed links, CURP and RFC checks, identity
 * verification, employment, bank link, scoring, the engine's decision, history and duplicates
 * (`not_found` without the application).
 */
export async function manualCaseEvidence(
  ctx: ClientPageContext & { readonly pii: PiiCrypto },
  { params }: { params: { id: number } },
): Promise<ManualCaseEvidence> {
  const { db, pii, clock } = ctx;
  const applicationId = params.id;
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!app) throw new CoreError('not_found');
  const [client] = await db.select().from(clients).where(eq(clients.id, app.clientId));
  if (!client) throw new CoreError('not_found');
  const parts = Object.fromEntries(NAME_PARTS.map((part) => [part, client[part]])) as NameParts;
  const identity: RegisteredIdentity = { name: personNameOf(parts), birthDate: client.birthDate };
  // The CURP is decrypted for its checks only: the answer carries it masked.
  const curp = client.curpEnc ? pii.decrypt(client.curpEnc) : null;
  const [documents, verification, links, signals, decision, earlier, loanRows, duplicates] =
    await Promise.all([
      clientDocuments(ctx, { params: { id: client.id } }),
      db
        .select({ status: veriffSessions.status })
        .from(veriffSessions)
        .where(eq(veriffSessions.clientId, client.id))
        .orderBy(desc(veriffSessions.createdAt))
        .limit(1),
      db.select().from(bankLinks).where(eq(bankLinks.clientId, client.id)).orderBy(desc(bankLinks.id)),
      db.select().from(fraudSignals).where(eq(fraudSignals.applicationId, app.id)),
      // The engine's decision that sent the case here (an agent's decisions come after it).
      db
        .select()
        .from(decisions)
        .where(and(eq(decisions.applicationId, app.id), not(like(decisions.ruleSet, 'manual%'))))
        .orderBy(desc(decisions.id))
        .limit(1),
      db
        .select()
        .from(applications)
        .where(and(eq(applications.clientId, client.id), ne(applications.id, app.id)))
        .orderBy(desc(applications.id))
        .limit(CASE_HISTORY_MAX),
      db
        .select()
        .from(loans)
        .where(eq(loans.clientId, client.id))
        .orderBy(desc(loans.id))
        .limit(CASE_HISTORY_MAX),
      caseDuplicates({ db, pii }, { ...client, name: parts }),
    ]);
  const signal = signals[0];
  return {
    applicationId: app.id,
    status: app.status as Evidence['status'],
    requestedCentavos: app.desiredAmount,
    termDays: app.termDays,
    payCycle: app.salaryCycle as Evidence['payCycle'],
    sequenceType: app.sequenceType === 'repeated' ? 'repeated' : 'first',
    appliedAt: app.createdAt.toISOString(),
    client: {
      id: client.id,
      fullName: fullNameOf(parts),
      status: client.status as Evidence['client']['status'],
      birthDate: client.birthDate,
      age: client.birthDate ? ageOn(client.birthDate, today(clock)) : null,
      registeredAt: client.createdAt.toISOString(),
    },
    documents: documents.filter((document) => document.deletedAt === null),
    curp: curpEvidence(curp, identity),
    rfc: rfcEvidence(curp, identity),
    identityVerification: identityOf(verification[0]?.status),
    employment: employmentOf(client.employment ?? null),
    bankLink: bankLinkOf(links),
    scoring: {
      juicyScore: signal?.juicyScoreResult ?? null,
      helloSoda: signal?.helloSoda
        ? { score: signal.helloSoda.score, decision: signal.helloSoda.decision }
        : null,
      iovation: signal?.iovationResult ? { verdict: signal.iovationResult.verdict } : null,
      behaviouralData: Boolean(app.iovationBlackbox || app.juicySessionId),
    },
    decision: decision[0] ? decisionDetailOf(decision[0]) : null,
    history: {
      applications: earlier.map((row) => ({
        id: row.id,
        status: row.status as Evidence['status'],
        amountCentavos: row.principalAmount,
        createdAt: row.createdAt.toISOString(),
      })),
      loans: loanRows.map((row) => ({
        id: row.id,
        status: row.status as Evidence['history']['loans'][number]['status'],
        principalCentavos: row.principal,
        dueDate: row.dueDate,
        overdueDays: Math.max(0, row.overdueDays),
        closedAt: row.closedAt?.toISOString() ?? null,
      })),
    },
    duplicates,
  };
}
