import { generateKeyPair } from 'node:crypto';
import { findBank } from '@lender/clabe';
import { fullNameOf } from '@lender/contracts';
import type { Database } from '@lender/db';
import { and, eq, inArray, isNull, lte } from '@lender/db/orm';
import {
  clients,
  loans,
  paymentReferences,
  payments,
  payouts,
  refundPayouts,
  settlementLines,
  speiTransfers,
} from '@lender/db/schema';
import { formatMoney } from '@lender/i18n';
import { t } from '../../i18n';
import { renderPdf } from '../../pdf/render-pdf';
import type { PiiCrypto } from '../../pii';
import { mexicoCityInstant } from './mexico-city';
import type { CepPort, CepQuery, CepTransfer } from './port';
import { type CepSigner, sealedCepXml } from './seal';
import { type CepProof, parseCepXml } from './xml';

/** A clave de rastreo starting with this is unknown to the sandbox, as a transfer Banxico never settled. */
export const SANDBOX_CEP_UNKNOWN_PREFIX = 'NOCEP';

/** The RFC the sandbox gives a beneficiary it knows no RFC of (SAT's generic RFC). */
export const SANDBOX_CEP_GENERIC_RFC = 'XAXX010101000';

/** Who holds an account, as a CEP names the beneficiary. */
export interface CepHolder {
  readonly name: string;
  readonly rfc: string;
}

/** The certificate number of the sandbox's own key, when no signer is given. */
export const SANDBOX_CEP_CERTIFICATE_NUMBER = '00000000000000000000';

export interface SandboxCepOptions {
  /**
   * What seals the sandbox's CEPs (tests: `createTestCepAuthority` of `testing/cep-fixtures.ts`, whose
   * certificate then verifies them). Without it, a key made once in this process's memory seals them,
   * so every CEP has Banxico's shape; no certificate vouches for that key.
   */
  readonly signer?: CepSigner;
  /**
   * The sandbox's register: which transfers happened ({@link sandboxKnows}) and who holds an account —
   * a sandbox payout (found by its clave de rastreo) or a transfer to a client's CLABE names that
   * client (as registered, upper case, their RFC or the generic one) as its beneficiary, as a bank's
   * CEP names its account holder (ADR 327). Without it (a seal's own tests), every transfer is known.
   */
  readonly holders?: { readonly db: Database; readonly pii: PiiCrypto };
  /**
   * Tests: who holds the account, before the register is read (`undefined`: ask the register). A
   * test makes a payout reach another person's account with it.
   */
  readonly beneficiary?: (query: CepQuery) => CepHolder | undefined;
  /** Tests: a transfer the borrower did send, known to the sandbox's bank besides its register. */
  readonly sent?: (query: CepQuery) => boolean;
}

let ownSigner: Promise<CepSigner> | undefined;

/** The sandbox's own key, made on first use (never written anywhere). */
function sandboxSigner(): Promise<CepSigner> {
  ownSigner ??= new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, privateKey) =>
      error ? reject(error) : resolve({ privateKey, certificateNumber: SANDBOX_CEP_CERTIFICATE_NUMBER }),
    ),
  );
  return ownSigner;
}

/**
 * The offline CEP adapter: as Banxico, it vouches only for a transfer that happened ({@link
 * sandboxKnows}: never one whose clave de rastreo starts with {@link SANDBOX_CEP_UNKNOWN_PREFIX}),
 * settled as asked (same amount, accounts and day, at noon Mexico City), and answers null otherwise.
 * Its CEP is sealed as Banxico seals one (RSA over the original string, ADR 323), by `options.signer`.
 */
export function sandboxCep(options: SandboxCepOptions = {}): CepPort {
  return {
    name: 'sandbox-cep',
    sandbox: true,
    async validate(query: CepQuery): Promise<CepTransfer | null> {
      if (query.trackingKey.toUpperCase().startsWith(SANDBOX_CEP_UNKNOWN_PREFIX)) return null;
      const known =
        options.sent?.(query) || !options.holders || (await sandboxKnows(options.holders.db, query));
      if (!known) return null;
      const settledAt = mexicoCityInstant(query.date, '12:00:00');
      if (!settledAt) throw new RangeError(`not an operation date: ${query.date}`);
      const unsealed = {
        trackingKey: query.trackingKey,
        settledAt,
        amount: query.amount,
        sender: {
          name: 'ORDENANTE SANDBOX',
          account: '000000000000000000',
          bank: query.senderBank,
          rfc: 'XAXX010101000',
        },
        beneficiary: {
          ...((options.beneficiary?.(query) ?? (await registeredHolder(options, query))) || {
            name: 'LENDER SANDBOX',
            rfc: SANDBOX_CEP_GENERIC_RFC,
          }),
          account: query.beneficiaryAccount,
          bank: query.receiverBank,
        },
        concept: 'PAGO',
      };
      const signer = options.signer ?? (await sandboxSigner());
      const xml = sealedCepXml(unsealed, { speiKey: query.receiverBank }, signer);
      // Read back from the XML, as the real adapter reads Banxico's: the proof is what the file says.
      const transfer = parseCepXml(xml);
      return { ...transfer, xml: new TextEncoder().encode(xml), pdf: await sandboxPdf(transfer) };
    },
  };
}

/**
 * Whether the sandbox's bank saw this transfer (ADR 382): the clave, day, amount and receiving CLABE
 * of one of our payouts or refunds, of a transfer the payment provider notified or a bank statement
 * listed, or — the sandbox borrower's transfer — exactly the amount of an unpaid SPEI reference to its
 * CLABE, sent on or after the day the reference was made. Anything else (another amount, a day before,
 * another CLABE or receiving bank) is a transfer Banxico never settled.
 */
export async function sandboxKnows(db: Database, query: CepQuery): Promise<boolean> {
  const key = query.trackingKey.toUpperCase();
  const account = query.beneficiaryAccount;
  const endOfDay = mexicoCityInstant(query.date, '23:59:59');
  if (!endOfDay) return false;
  const [sent] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.reference, query.trackingKey), eq(payouts.amount, query.amount)))
    .limit(1);
  const [refunded] = await db
    .select({ id: refundPayouts.id })
    .from(refundPayouts)
    .where(and(eq(refundPayouts.reference, query.trackingKey), eq(refundPayouts.amount, query.amount)))
    .limit(1);
  if (sent || refunded) return true;
  // Money in reaches one of our CLABEs, at the bank it belongs to.
  if (findBank(account.slice(0, 3))?.speiKey !== query.receiverBank) return false;
  const notified = await db
    .select({ senderBank: speiTransfers.senderBank })
    .from(speiTransfers)
    .innerJoin(payments, eq(payments.id, speiTransfers.paymentId))
    .where(
      and(
        eq(speiTransfers.trackingKey, key),
        eq(speiTransfers.operationDate, query.date),
        eq(speiTransfers.amount, query.amount),
        eq(payments.clabe, account),
      ),
    );
  if (notified.some((row) => findBank(row.senderBank)?.speiKey === query.senderBank)) return true;
  const [listed] = await db
    .select({ id: settlementLines.id })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.channel, 'spei'),
        eq(settlementLines.movementKey, key),
        eq(settlementLines.valueDate, query.date),
        eq(settlementLines.amount, query.amount),
        inArray(settlementLines.account, [account, '']),
      ),
    )
    .limit(1);
  if (listed) return true;
  const [expected] = await db
    .select({ id: paymentReferences.id })
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.channel, 'clabe'),
        eq(paymentReferences.clabe, account),
        eq(paymentReferences.amount, query.amount),
        isNull(paymentReferences.paymentId),
        lte(paymentReferences.createdAt, endOfDay),
      ),
    )
    .limit(1);
  return expected !== undefined;
}

/**
 * The client the transfer reached, as the sandbox's bank names them: the borrower of the sandbox
 * payout with that clave de rastreo, else the client with that CLABE; null for none.
 */
async function registeredHolder(options: SandboxCepOptions, query: CepQuery): Promise<CepHolder | null> {
  if (!options.holders) return null;
  const { db, pii } = options.holders;
  const [paid] = await db
    .select({ client: clients })
    .from(payouts)
    .innerJoin(loans, eq(loans.id, payouts.loanId))
    .innerJoin(clients, eq(clients.id, loans.clientId))
    .where(eq(payouts.reference, query.trackingKey))
    .limit(1);
  const client =
    paid?.client ??
    (
      await db
        .select()
        .from(clients)
        .where(eq(clients.clabeHash, pii.hash('clabe', query.beneficiaryAccount)))
    )[0];
  if (!client) return null;
  return {
    // Banks write the holder in capitals without accents: the check must read past that.
    name: fullNameOf(client).normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
    rfc: client.rfcEnc ? pii.decrypt(client.rfcEnc) : SANDBOX_CEP_GENERIC_RFC,
  };
}

/** The sandbox's stand-in for the PDF Banxico issues: the proof's data, marked as a test document. */
function sandboxPdf(transfer: CepProof): Promise<Uint8Array> {
  return renderPdf({
    title: t('documents:receipt.cep.title'),
    watermark: t('documents:receipt.cep.sandbox'),
    author: 'sandbox-cep',
    createdAt: transfer.settledAt,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [t('documents:receipt.cep.trackingKey'), transfer.trackingKey],
          [t('documents:receipt.cep.settledAt'), transfer.settledAt.toISOString()],
          [t('documents:receipt.cep.amount'), formatMoney(transfer.amount)],
          [t('documents:receipt.cep.senderBank'), transfer.sender.bank],
          [t('documents:receipt.cep.receiverBank'), transfer.beneficiary.bank],
          [t('documents:receipt.cep.beneficiaryAccount'), transfer.beneficiary.account],
          [t('documents:receipt.cep.seal'), transfer.seal],
        ],
      },
    ],
  });
}
