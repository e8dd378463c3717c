import { createHash } from 'node:crypto';
import { MANUAL_PAYMENT_FORMS } from '@lender/contracts';
import { formatMoney, type MessageKey, toApiDate } from '@lender/i18n';
import { createIdempotencyKey } from '@lender/sdk';
import { data } from '@remix-run/node';
import type { Params } from '@remix-run/react';
import { invalidRowsAt } from '../invalid';
import { TABS } from '../loan-record';
import { typedCentavos } from '../money-form';
import { type ActionFailure, invalid, readReason, refused } from '../server/actions.server';
import {
  failureResponse,
  readable,
  redirectWithNotice,
  requireAdmin,
  requirePermission,
  type SignedInAdmin,
} from '../server/auth.server';
import { loadRecordTab, readRecordAction, recordId, revealContact } from '../server/record-tabs.server';

// The loader and action of a loan's record (`routes/_app.loans.$id.tsx`).

/** Pesos of an API amount, as the one money formatter writes them. */
const formatPesosOf = (pesos: number) => formatMoney(Math.round(pesos * 100));

type EvidenceView = Extract<
  Awaited<ReturnType<Awaited<ReturnType<typeof requireAdmin>>['api']['backOffice']['contractEvidence']>>,
  { success: true }
>['data'];

/** Each check of a contract's evidence as a word's key (never a raw code on the screen). */
export function evidenceChecks(view: EvidenceView) {
  const verdict = (ok: boolean) =>
    ok ? 'backoffice:loans.evidence.verified' : 'backoffice:loans.evidence.mismatch';
  const at = (kind: string) => view.events.events.find((event) => event.kind === kind)?.mexicoCity ?? null;
  return {
    pdfSha256: view.check.pdfSha256,
    hash: verdict(view.check.hashMatches),
    timestamp: view.check.timestamp
      ? verdict(view.check.timestamp.valid)
      : 'backoffice:loans.evidence.missing',
    events: verdict(view.check.eventsInOrder && view.check.signerMatches),
    sandboxAuthority: view.timestampAuthority === 'sandbox',
    authority: view.check.timestamp?.authorityName ?? view.timestampAuthority,
    stampedAt: at('timestamped'),
    signedAt: at('code_entered'),
  } as const;
}

/** The whole loan page (one API call) and what the admin may do. */
export async function loanRecordLoader(request: Request, params: Params) {
  const admin = await requireAdmin(request);
  requirePermission(admin, 'loans.read');
  const [result, { tab }, evidence, cfdis] = await Promise.all([
    readable(admin.api.backOffice.loan({ params: { id: recordId(params) } })),
    loadRecordTab(request, TABS, {}),
    admin.api.backOffice.contractEvidence({ params: { id: recordId(params) } }),
    admin.can('fiscal.read') ? admin.api.backOffice.loanCfdis({ params: { id: recordId(params) } }) : null,
  ]);
  if (!result.success) throw failureResponse(result);
  const invalid = result.invalid;
  return data(
    {
      tab,
      page: result.data,
      // Issue 36: rows the API sent that broke their contract, marked where they were.
      invalid: {
        schedule: invalidRowsAt(invalid, 'schedule'),
        payments: invalidRowsAt(invalid, 'payments'),
        ledger: invalidRowsAt(invalid, 'ledger'),
        extensions: invalidRowsAt(invalid, 'extensions'),
        documents: invalidRowsAt(invalid, 'documents'),
      },
      // Issue 50 (NOM-151): the signed contract's evidence re-checked now, as words' keys.
      evidence: evidence.success ? evidenceChecks(evidence.data) : null,
      // Issue 51: the loan's CFDIs of interest and fees (finance), null without `fiscal.read`.
      cfdis: cfdis?.success ? cfdis.data : null,
      me: admin.user.id,
      today: toApiDate(new Date()),
      can: {
        pay: admin.can('loans.record_payment'),
        writeOff: admin.can('loans.write_off'),
        refund: admin.can('payments.refund'),
        reverse: admin.can('payments.reverse'),
        receipt: admin.can('payments.read'),
        decide: admin.can('approvals.decide'),
        contact: admin.can('clients.contact'),
      },
    },
    { headers: admin.headers },
  );
}

type Fields = NonNullable<ActionFailure['fields']>;
type PaymentBody = Parameters<SignedInAdmin['api']['backOffice']['recordPayment']>[0]['body'];

/**
 * A payment received outside the providers, as its form was filled: the API's body (pesos and
 * centavos read by the one parser, `3,219.24` exactly), or each field's words.
 */
export function parsePayment(
  form: FormData,
): { ok: true; body: PaymentBody } | { ok: false; fields: Fields } {
  const fields: Fields = {};
  const typed = typedCentavos(String(form.get('amount') ?? ''), 'backoffice:loans.amountInvalid');
  const paidOn = String(form.get('paidOn') ?? '');
  const paymentForm = MANUAL_PAYMENT_FORMS.find((code) => code === form.get('paymentForm'));
  const reference = String(form.get('reference') ?? '').trim();
  const reason = readReason(form);
  if ('error' in typed) fields.amount = typed.error;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) fields.paidOn = 'backoffice:loans.dateInvalid';
  if (!paymentForm) fields.paymentForm = 'backoffice:loans.paymentFormRequired';
  if (!reference) fields.reference = 'backoffice:loans.referenceRequired';
  if (!reason) fields.reason = 'backoffice:client.reasonRequired';
  if ('error' in typed || !reason || !paymentForm || Object.keys(fields).length > 0)
    return { ok: false, fields };
  const amount = { amount: typed.centavos / 100, currency: 'MXN' } as const;
  return { ok: true, body: { amount, paidOn, paymentForm, reference, reason } };
}

/**
 * The words of the API's refusals of a payment's fields: a date after today or before the loan
 * started, a receipt already recorded on another payment (another loan, amount, day or form).
 */
const PAYMENT_REFUSALS: Readonly<Record<string, MessageKey>> = {
  'paidOn:too_big': 'backoffice:loans.paidOnFuture',
  'paidOn:too_small': 'backoffice:loans.paidOnBeforeLoan',
  'reference:not_unique': 'backoffice:loans.referenceTaken',
};
export const paymentFieldWords = (field: string, code: string): MessageKey | undefined =>
  PAYMENT_REFUSALS[`${field}:${code}`];

/** The form's key with a digest of the payment it asks for. */
function keyOfPayment(formKey: string, body: PaymentBody): string {
  return `${formKey}-${createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16)}`;
}

/** A refund asked for on the loan page: its centavos exactly, or each field's words. */
export function parseRefund(
  form: FormData,
): { ok: true; body: { amountCentavos: number; reason: string } } | { ok: false; fields: Fields } {
  const typed = typedCentavos(String(form.get('amount') ?? ''), 'backoffice:loans.amountInvalid');
  const reason = readReason(form);
  if ('error' in typed || !reason) {
    return {
      ok: false,
      fields: {
        ...('error' in typed && { amount: typed.error }),
        ...(!reason && { reason: 'backoffice:client.reasonRequired' as const }),
      },
    };
  }
  return { ok: true, body: { amountCentavos: typed.centavos, reason } };
}

/** The loan's actions, by the form's `intent`. */
export async function loanRecordAction(request: Request, params: Params) {
  const { admin, id, form, intent, back } = await readRecordAction(request, params);
  const reason = readReason(form);
  if (intent === 'payment') {
    const payment = parsePayment(form);
    if (!payment.ok) return invalid(intent, payment.fields, form);
    const result = await admin.api.backOffice.recordPayment({
      params: { id },
      body: payment.body,
      // One key per form and what it says (spec §7 keyed money calls): a double click is the same
      // payment, a form corrected after a refusal a new request (the API refuses a key's second body).
      idempotencyKey: keyOfPayment(
        String(form.get('idempotencyKey') || createIdempotencyKey()),
        payment.body,
      ),
    });
    if (!result.success) {
      return refused(request, admin, intent, result, { form, fieldWords: paymentFieldWords });
    }
    // What the API booked: the payment's number, amount and status.
    return redirectWithNotice(admin, back, 'backoffice:loans.paymentRecordedAs', {
      id: result.data.id,
      amount: formatPesosOf(result.data.amount.amount),
      loan: id,
      status: `backoffice:payments.statuses.${result.data.status}`,
    });
  }
  if (intent === 'write-off') {
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const result = await admin.api.backOffice.requestWriteOff({ params: { id }, body: { reason } });
    if (!result.success) return refused(request, admin, intent, result);
    return redirectWithNotice(admin, back, 'backoffice:loans.writeOffRequestedAs', {
      loan: id,
      approval: result.data.id,
    });
  }
  if (intent === 'reverse') {
    const paymentId = Number(form.get('paymentId'));
    if (!Number.isInteger(paymentId) || paymentId <= 0) return invalid(intent, {});
    if (!reason) return invalid(intent, { reason: 'backoffice:client.reasonRequired' }, form);
    const result = await admin.api.backOffice.requestPaymentReversal({
      params: { id, paymentId },
      body: { reason },
    });
    if (!result.success) return refused(request, admin, intent, result);
    const amount = Number(result.data.payload.amountCentavos ?? 0);
    return redirectWithNotice(admin, back, 'backoffice:loans.reversalRequested', {
      id: paymentId,
      amount: formatMoney(amount),
      approval: result.data.id,
    });
  }
  if (intent === 'contact') {
    const loan = await admin.api.backOffice.loan({ params: { id } });
    if (!loan.success) return refused(request, admin, intent, loan);
    return revealContact(request, admin, loan.data.summary.clientId);
  }
  if (intent === 'refund') {
    const refund = parseRefund(form);
    if (!refund.ok) return invalid(intent, refund.fields, form);
    const result = await admin.api.backOffice.requestRefund({ params: { id }, body: refund.body });
    if (!result.success)
      return refused(request, admin, intent, result, {
        form,
        fieldOf: (field) => (field === 'amountCentavos' ? 'amount' : field),
      });
    return redirectWithNotice(admin, back, 'backoffice:loans.refundRequestedAs', {
      amount: formatMoney(refund.body.amountCentavos),
      approval: result.data.id,
    });
  }
  return invalid(intent, {});
}
