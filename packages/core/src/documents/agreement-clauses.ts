import { formatMoneyInWords, type MessageParams } from '@lender/i18n';
import type { documents } from '@lender/i18n/es-MX';
import { t } from '../i18n';
import type { DocumentBlock } from '../pdf/document-model';
import type { AgreementTerms } from './agreement-model';

export function clauseBlocks(terms: AgreementTerms): DocumentBlock[] {
  const { lender } = terms;
  const borrower = terms.borrower.fullName;
  const extensions =
    terms.extensions.length > 0
      ? terms.extensions
          .map((e) => t('documents:agreement.extensions.option', { count: e.days, amount: e.amount }))
          .join('; ')
      : t('documents:agreement.extensions.none');
  const clause = (name: ClauseName, params?: MessageParams): [string, string] => [
    t(`documents:agreement.contract.${name}.title`),
    t(`documents:agreement.contract.${name}.text`, params),
  ];
  const clauses: Array<[string, string]> = [
    clause('object', {
      legalName: lender.legalName,
      borrower,
      principal: terms.principal,
      principalInWords: formatMoneyInWords(terms.principal),
    }),
    clause('disbursement'),
    clause('payment', {
      termDays: terms.termDays,
      total: terms.total,
      totalInWords: formatMoneyInWords(terms.total),
      dueDate: terms.dueDate,
    }),
    clause('ordinaryInterest', { rate: terms.ordinaryAnnualRate, vatPercent: terms.vatPercent }),
    clause('lateInterest', { rate: terms.lateAnnualRate }),
    clause('fees'),
    clause('prepayment'),
    clause('extensions', { options: extensions }),
    clause('paymentMethods'),
    [t('documents:agreement.contract.creditBureau.title'), lender.creditBureauClause],
    clause('personalData', { tradeName: lender.tradeName, website: lender.website }),
    clause('cancellation'),
    clause('claims', {
      unePhone: lender.une.phone,
      uneEmail: lender.une.email,
      condusefPhone: lender.condusef.phone,
      condusefWebsite: lender.condusef.website,
    }),
    clause('signature'),
    clause('jurisdiction'),
  ];
  return [
    { kind: 'heading', text: t('documents:agreement.contract.heading') },
    {
      kind: 'paragraph',
      text: t('documents:agreement.contract.intro', {
        legalName: lender.legalName,
        rfc: lender.rfc,
        address: lender.address,
        borrower,
      }),
    },
    ...clauses.flatMap(([heading, text]): DocumentBlock[] => [
      { kind: 'heading', text: heading },
      { kind: 'paragraph', text },
    ]),
  ];
}

/** Clauses of the contract with a title and a text in `@lender/i18n` (`documents:agreement.contract.*`). */
type ClauseName = Exclude<keyof typeof documents.agreement.contract, 'heading' | 'intro' | 'creditBureau'>;

/** The signatures; before signing (a draft) the borrower's line says it is still to be signed. */
export function signatureBlocks(terms: AgreementTerms, { signed }: { signed: boolean }): DocumentBlock[] {
  return [
    { kind: 'heading', text: t('documents:agreement.signatures.heading') },
    {
      kind: 'fields',
      rows: [
        [t('documents:agreement.signatures.lender'), terms.lender.legalName],
        [
          t('documents:agreement.signatures.borrower'),
          t(
            signed
              ? 'documents:agreement.signatures.borrowerValue'
              : 'documents:agreement.signatures.borrowerPending',
            { name: terms.borrower.fullName },
          ),
        ],
      ],
    },
  ];
}
