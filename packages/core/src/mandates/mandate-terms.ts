import { createHash } from 'node:crypto';
import { addDays } from '@lender/calculator/kernel';
import type { Executor } from '@lender/db';
import { and, desc, eq, lte } from '@lender/db/orm';
import { clients, directDebitConsents, mandates, paymentCards } from '@lender/db/schema';
import { contractNumberOf } from '../contract-number';
import { t } from '../i18n';
import type { PiiCrypto } from '../pii';

// A mandate is made at signing from the borrower's direct-debit consent (issue 66, ADR 325): its
// terms come from the loan being signed, its text from `@lender/i18n` (`loan:mandate.text`), and the
// text's SHA-256 goes into the NOM-151 evidence with the other consents.

/** The version of the mandate text (the date its words last changed): a new text is a new version. */
export const MANDATE_TEXT_VERSION = '2026-11-28';
/** Business days of notice before each charge: at least two (issue 66 point 2). */
export const MANDATE_PRE_NOTICE_BUSINESS_DAYS = 2;
/**
 * Calendar days after the due date a mandate still covers: the retries after an insufficient-funds
 * answer fall on the next paydays (the 15th and the month's last day), two of which fit in 31 days.
 */
export const MANDATE_RETRY_DAYS = 31;

export type MandateMethod = (typeof mandates.$inferSelect)['method'];

/** A mandate as signing will store it, with its text (kept in the evidence). */
export interface MandateDraft {
  readonly method: MandateMethod;
  readonly cardId: number | null;
  readonly accountHash: string | null;
  readonly last4: string;
  readonly maxAmount: number;
  readonly coversFrom: string;
  readonly coversTo: string;
  readonly preNoticeDays: number;
  readonly textVersion: string;
  readonly text: string;
  readonly textSha256: string;
}

/** The mandate's words, one paragraph a line, filled with its terms (money in es-MX format). */
export function mandateText(terms: {
  method: MandateMethod;
  last4: string;
  maxAmount: number;
  coversFrom: string;
  coversTo: string;
  preNoticeDays: number;
  lender: string;
  contractNumber: string;
  version: string;
}): string {
  const lines = [
    t('loan:mandate.text.title', { version: terms.version }),
    t('loan:mandate.text.grant', {
      company: terms.lender,
      method: t(`loan:mandate.method.${terms.method}`),
      last4: terms.last4,
      contract: terms.contractNumber,
    }),
    t('loan:mandate.text.maximum', { max: terms.maxAmount }),
    t('loan:mandate.text.dates', { from: terms.coversFrom, to: terms.coversTo }),
    t('loan:mandate.text.notice', { days: terms.preNoticeDays }),
    t('loan:mandate.text.revoke'),
  ];
  return `${lines.join('\n')}\n`;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The mandates a signing makes: one per method the client consented to by `signedAt` (a card needs
 * its active saved card, a CLABE the client's saved CLABE); none without a direct-debit consent.
 * Each covers the loan's due date and its retries, at most `maxAmount` a charge.
 */
export async function draftMandates(
  ctx: { pii: PiiCrypto },
  db: Executor,
  input: {
    clientId: number;
    applicationId: number;
    dueDate: string;
    maxAmount: number;
    signedAt: Date;
    lender: string;
  },
): Promise<MandateDraft[]> {
  const consents = await db
    .select({ paymentType: directDebitConsents.paymentType })
    .from(directDebitConsents)
    .where(
      and(
        eq(directDebitConsents.clientId, input.clientId),
        lte(directDebitConsents.acceptedAt, input.signedAt),
      ),
    );
  const methods = new Set(consents.map((consent) => consent.paymentType));
  const accounts: Omit<
    MandateDraft,
    'maxAmount' | 'coversFrom' | 'coversTo' | 'preNoticeDays' | 'text' | 'textSha256' | 'textVersion'
  >[] = [];
  if (methods.has('clabe')) {
    const [client] = await db
      .select({ clabeEnc: clients.clabeEnc, clabeHash: clients.clabeHash })
      .from(clients)
      .where(eq(clients.id, input.clientId));
    if (client?.clabeEnc && client.clabeHash) {
      const last4 = ctx.pii.decrypt(client.clabeEnc).slice(-4);
      accounts.push({ method: 'clabe', cardId: null, accountHash: client.clabeHash, last4 });
    }
  }
  if (methods.has('card')) {
    const [card] = await db
      .select({ id: paymentCards.id, last4: paymentCards.last4 })
      .from(paymentCards)
      .where(and(eq(paymentCards.clientId, input.clientId), eq(paymentCards.active, true)))
      .orderBy(desc(paymentCards.id))
      .limit(1);
    if (card) accounts.push({ method: 'card', cardId: card.id, accountHash: null, last4: card.last4 });
  }
  return accounts.map((account) => {
    const terms = {
      maxAmount: input.maxAmount,
      coversFrom: input.dueDate,
      coversTo: addDays(input.dueDate, MANDATE_RETRY_DAYS),
      preNoticeDays: MANDATE_PRE_NOTICE_BUSINESS_DAYS,
      textVersion: MANDATE_TEXT_VERSION,
    };
    const text = mandateText({
      ...account,
      ...terms,
      lender: input.lender,
      contractNumber: contractNumberOf(input.applicationId),
      version: MANDATE_TEXT_VERSION,
    });
    return { ...account, ...terms, text, textSha256: sha256(text) };
  });
}

/** Stores the drafted mandates with the loan, inside the signing's transaction. */
export async function insertMandates(
  tx: Executor,
  drafts: readonly MandateDraft[],
  ids: { clientId: number; loanId: number; acceptedAt: Date; fake: boolean },
): Promise<void> {
  if (drafts.length === 0) return;
  await tx.insert(mandates).values(
    drafts.map(({ text: _text, ...draft }) => ({
      ...draft,
      clientId: ids.clientId,
      loanId: ids.loanId,
      acceptedAt: ids.acceptedAt,
      fake: ids.fake,
    })),
  );
}
