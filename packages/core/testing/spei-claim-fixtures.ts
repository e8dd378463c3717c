import { eq } from '@lender/db/orm';
import { payments, settlementLines } from '@lender/db/schema';
import { afterAll, beforeAll } from 'vitest';
import { settlementUpload } from '../src/back-office/reconciliation/settlement-upload';
import { businessDate } from '../src/clock';
import { outstandingOf } from '../src/ledger/accounts';
import { loanBalances } from '../src/ledger/ledger';
import { paymentReference } from '../src/payments/payment-reference';
import { sandboxCep } from '../src/providers/cep/sandbox';
import { fileSpeiClaim } from '../src/spei-claims/claim-spei-payment';
import { createLendingTestCore, financeUser, type LendingTestCore, paidOutLoan } from './lending-fixtures';

/**
 * The "Ya pagué por SPEI" suites' world (issue 52): a lending core with two finance users (maker and
 * checker), paid-out loans with a SPEI reference, claims, statements and what a loan owes. Call it
 * at a test file's top level: it registers the file's beforeAll and afterAll.
 */
export function speiClaimWorld() {
  const world = {} as { t: LendingTestCore; maker: number; checker: number };
  beforeAll(async () => {
    world.t = await createLendingTestCore();
    world.maker = await financeUser(world.t, 'cep-maker@lender.test');
    world.checker = await financeUser(world.t, 'cep-checker@lender.test');
    // The sandbox's Banxico vouches for what its bank saw, and for the claves a test says were sent.
    const { db, pii } = world.t.core;
    world.t.core.providers.cep = sandboxCep({
      holders: { db, pii },
      sent: (q) => sentKeys.has(q.trackingKey),
    });
  });
  afterAll(() => world.t.close());

  const sentKeys = new Set<string>();
  /** The borrower did send the transfer of this clave (any amount or day): the sandbox's Banxico knows it. */
  const sent = (trackingKey: string) => sentKeys.add(trackingKey.toUpperCase()) && trackingKey;
  const today = () => businessDate(world.t.core.clock.now());
  let serial = 0;
  const newKey = () => `BNET0100${Date.now() % 1_000_000}${++serial}`.slice(0, 30);

  /** A paid-out loan with a SPEI reference (its CLABE is where the borrower sends the money). */
  async function loanWithClabe(amount = 500_00) {
    const loan = await paidOutLoan(world.t);
    const ref = await paymentReference(world.t.core, {
      actorId: loan.clientId,
      body: {
        kind: 'repayment',
        channel: 'clabe',
        amount: { amount },
      },
    });
    return { ...loan, ref };
  }
  const claim = (clientId: number, trackingKey: string, amount = 500_00, senderBank = '012') =>
    fileSpeiClaim(world.t.core, { clientId, date: today(), amount, trackingKey, senderBank });
  const paymentsOf = (loanId: number) =>
    world.t.core.db.select().from(payments).where(eq(payments.loanId, loanId));
  const owed = async (loanId: number) => outstandingOf(await loanBalances(world.t.core.db, loanId));
  async function* chunks(body: string) {
    yield body;
  }
  /** A one-line SPEI bank statement uploaded by nobody in particular. */
  const statement = (trackingKey: string, clabe: string, amount: number, reference = '') =>
    settlementUpload(world.t.core, {
      channel: 'spei',
      fileName: `estado-${trackingKey}.csv`,
      source: chunks(
        `fecha,clave_rastreo,clabe,monto,referencia\n${today()},${trackingKey},${clabe},${(amount / 100).toFixed(2)},${reference}\n`,
      ),
      importedBy: null,
    });
  const lineOf = async (importId: number) =>
    (await world.t.core.db.select().from(settlementLines).where(eq(settlementLines.importId, importId)))[0];
  return { world, today, newKey, sent, loanWithClabe, claim, paymentsOf, owed, statement, lineOf };
}
