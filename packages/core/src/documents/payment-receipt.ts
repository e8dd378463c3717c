import { findBank } from '@lender/clabe';
import { formatMoney } from '@lender/i18n';
import { businessDate } from '../clock';
import { t } from '../i18n';
import type { DocumentModel } from '../pdf/document-model';
import type { CompanyInfo } from './company';
import { FEE_COMPONENTS, type FeeComponent, feeName } from './fee-names';

/** A fee a receipt names on its own line: every fee but the late fees (their own part). */
export type ChargedFee = Exclude<FeeComponent, 'late_fee'>;

/** What a payment paid of its loan, in centavos, as the ledger posted it. */
export interface ReceiptAllocation {
  readonly interest: number;
  readonly lateFees: number;
  /** Every other fee (service, processing, extension…). */
  readonly fees: number;
  /** `fees` by the kind of each fee, as the receipt names them. */
  readonly feesByKind: Readonly<Partial<Record<ChargedFee, number>>>;
  readonly vat: number;
  readonly principal: number;
  /** Paid beyond what was owed: held to be given back. */
  readonly overpayment: number;
}

/** The CEP (Banco de México's signed proof) a verified SPEI claim kept of the payment. */
export interface ReceiptCep {
  readonly trackingKey: string;
  /** `YYYY-MM-DD`, Mexico City. */
  readonly operationDate: string;
  /** The sending bank's CLABE code (`012`) and the receiving bank's participant key (`90646`). */
  readonly senderBank: string;
  readonly receiverBank: string;
  /** Banxico's seal came with the proof that was checked. */
  readonly sealed: boolean;
}

/** A payment toward an extension's fee made before the one that completed it (ADR 387). */
export interface ReceiptEarlierPart {
  readonly folio: string;
  /** `YYYY-MM-DD`: its ledger day, the day it was paid. */
  readonly paidOn: string;
  /** Centavos received. */
  readonly amount: number;
}

/**
 * The extension's fee a payment short of it completed with the earlier payments toward it (a fee
 * above the SPEI cap sent in parts, ADR 387): the loan account moved onto the fee what they had paid.
 */
export interface ReceiptFeeParts {
  /** The fee, IVA included (centavos). */
  readonly fee: number;
  /** What the earlier payments gave of it: the fee less this payment's money. */
  readonly fromEarlier: number;
  /** Oldest first. */
  readonly earlier: readonly ReceiptEarlierPart[];
}

/** A completed payment as its receipt (comprobante de pago) states it (issue 47). */
export interface PaymentReceipt {
  readonly paymentId: number;
  readonly folio: string;
  /** Internal: the back office's loan id (never printed on the receipt). */
  readonly loanId: number;
  /** The loan's number as the borrower knows it: its signed contract's (`contractNumberOf`). */
  readonly contractNumber: string;
  readonly kind: 'repayment' | 'rollover';
  readonly channel: 'card' | 'clabe' | 'cash' | 'manual';
  /** How money we recorded by hand came (c_FormaPago, ADR 360); null for the providers' channels. */
  readonly paymentForm: '01' | '02' | '03' | '04' | '28' | null;
  /** Centavos received. */
  readonly amount: number;
  /** When it was recorded as received (the provider's notice, the back office's entry). */
  readonly paidAt: Date;
  /**
   * The business day the money was paid: its ledger day, earlier than `paidAt`'s for a deposit the
   * back office recorded later, a transfer its CEP dates or a statement line posted later.
   */
  readonly paidOn: string;
  /** Our reference (the store or SPEI reference, the card charge, the deposit's receipt number). */
  readonly reference: string;
  /** The SPEI clave de rastreo, when the payment came by SPEI. */
  readonly trackingKey: string | null;
  readonly allocation: ReceiptAllocation;
  /** Interest and its IVA no longer owed because the loan was paid off early (centavos, 0 if none). */
  readonly rebate: number;
  /** What the loan owed right after the payment (centavos). */
  readonly balanceAfter: number;
  /** The extension's fee it completed with earlier payments; null for any other payment. */
  readonly feeParts: ReceiptFeeParts | null;
  /** Its CEP, when a SPEI claim Banxico verified applied it (kept with the receipt). */
  readonly cep: ReceiptCep | null;
}

/** A bank by its CLABE code or participant key (whose last three digits are the code). */
const bankName = (key: string) => findBank(key.slice(-3))?.name ?? key;

/** The receipt's part naming the CEP that proves the payment: nothing without one. */
function cepBlocks(cep: ReceiptCep | null): DocumentModel['blocks'] {
  if (!cep) return [];
  return [
    { kind: 'heading', text: t('documents:receipt.cep.title') },
    {
      kind: 'fields',
      rows: [
        [t('documents:receipt.cep.trackingKey'), cep.trackingKey],
        [t('documents:receipt.cep.senderBank'), bankName(cep.senderBank)],
        [t('documents:receipt.cep.receiverBank'), bankName(cep.receiverBank)],
        [
          t('documents:receipt.cep.operationDate'),
          t('documents:receipt.cep.operationDateValue', { date: cep.operationDate }),
        ],
        ...(cep.sealed
          ? [[t('documents:receipt.cep.seal'), t('documents:receipt.cep.sealChecked')] as const]
          : []),
      ],
    },
    { kind: 'paragraph', text: t('documents:receipt.cep.explain') },
  ];
}

/** The receipt's part naming the earlier payments it completed an extension's fee with: nothing without. */
function feePartsBlocks(feeParts: ReceiptFeeParts | null): DocumentModel['blocks'] {
  if (!feeParts) return [];
  const { fee, fromEarlier } = feeParts;
  return [
    { kind: 'heading', text: t('documents:receipt.feeParts.title') },
    {
      kind: 'paragraph',
      text: t('documents:receipt.feeParts.explain', { fee, paid: fee - fromEarlier, fromEarlier }),
    },
    {
      kind: 'table',
      columns: [t('documents:receipt.folio'), t('documents:receipt.paidOn'), t('documents:receipt.sum')],
      rows: feeParts.earlier.map((part) => [
        part.folio,
        t('documents:receipt.paidOnValue', { on: part.paidOn }),
        formatMoney(part.amount),
      ]),
      widths: [0.3, 0.4, 0.3],
    },
  ];
}

/** The parts a receipt always lists, then those it lists only when they are not zero. */
const ALWAYS = ['interest', 'fees', 'vat', 'principal'] as const;
const WHEN_ANY = ['lateFees', 'overpayment'] as const;
type Part = (typeof ALWAYS)[number] | (typeof WHEN_ANY)[number];

/**
 * The receipt's lines: each fee paid by its one name (`feeName`, as the contract and the CFDI name
 * it), or one line of no fees; every other part by its own words.
 */
function receiptLines(allocation: ReceiptAllocation): Array<readonly [string, number]> {
  const parts: Part[] = [...ALWAYS, ...WHEN_ANY.filter((part) => allocation[part] !== 0)];
  return parts.flatMap((part): Array<readonly [string, number]> => {
    if (part !== 'fees') return [[t(`documents:receipt.parts.${part}`), allocation[part]]];
    const paid = FEE_COMPONENTS.flatMap((fee) => {
      const amount = fee === 'late_fee' ? 0 : (allocation.feesByKind[fee] ?? 0);
      return amount !== 0 ? [[feeName(fee), amount] as const] : [];
    });
    return paid.length > 0 ? paid : [[t('documents:receipt.parts.fees'), 0]];
  });
}

/**
 * When the money was paid: the day and time it arrived, or, for money recorded on a later day than
 * it was paid (a bank deposit, a transfer its CEP dates), the day paid and when it was recorded.
 */
function paidWhen(receipt: PaymentReceipt): (readonly [string, string])[] {
  const at = t('documents:receipt.paidAtValue', { at: receipt.paidAt });
  if (receipt.paidOn === businessDate(receipt.paidAt)) return [[t('documents:receipt.paidAt'), at]];
  return [
    [t('documents:receipt.paidOn'), t('documents:receipt.paidOnValue', { on: receipt.paidOn })],
    [t('documents:receipt.recordedAt'), at],
  ];
}

/** The receipt of a payment as a document (rendered by `renderPdf`, read back by `renderText`). */
export function paymentReceiptDocument(receipt: PaymentReceipt, company: CompanyInfo): DocumentModel {
  const lines = receiptLines(receipt.allocation);
  const paid = lines.reduce((sum, [, amount]) => sum + amount, 0);
  return {
    title: t('documents:receipt.title'),
    subtitle: `${company.legalName} · RFC ${company.rfc}`,
    ...(company.demo && { watermark: t('documents:pdf.demoWatermark') }),
    author: company.legalName,
    // The moment the money arrived: the same payment always gives the same bytes.
    createdAt: receipt.paidAt,
    blocks: [
      {
        kind: 'fields',
        rows: [
          [t('documents:receipt.folio'), receipt.folio],
          [t('documents:receipt.loan'), receipt.contractNumber],
          ...paidWhen(receipt),
          [t('documents:receipt.amount'), formatMoney(receipt.amount)],
          [
            t('documents:receipt.channel'),
            receipt.channel === 'manual' && receipt.paymentForm
              ? t(`documents:receipt.manualForms.${receipt.paymentForm}`)
              : t(`documents:receipt.channels.${receipt.channel}`),
          ],
          [t('documents:receipt.concept'), t(`documents:receipt.concepts.${receipt.kind}`)],
          [t('documents:receipt.reference'), receipt.reference],
          ...(receipt.trackingKey
            ? [[t('documents:receipt.trackingKey'), receipt.trackingKey] as const]
            : []),
        ],
      },
      { kind: 'heading', text: t('documents:receipt.appliedTo') },
      {
        kind: 'table',
        columns: [t('documents:receipt.part'), t('documents:receipt.sum')],
        rows: [
          ...lines.map(([name, amount]) => [name, formatMoney(amount)]),
          [t('documents:receipt.total'), formatMoney(paid)],
        ],
        widths: [0.7, 0.3],
      },
      {
        kind: 'fields',
        rows: [
          ...(receipt.rebate > 0
            ? [[t('documents:receipt.rebate'), formatMoney(receipt.rebate)] as const]
            : []),
          [t('documents:receipt.balanceAfter'), formatMoney(receipt.balanceAfter)],
        ],
      },
      ...feePartsBlocks(receipt.feeParts),
      ...cepBlocks(receipt.cep),
      {
        kind: 'paragraph',
        text: t('documents:receipt.note', {
          tradeName: company.tradeName,
          phone: company.phone,
          email: company.email,
        }),
      },
    ],
  };
}
