import { t } from '../i18n';

/** What an extension agreement (convenio de prórroga) states; money in centavos, dates `YYYY-MM-DD`. */
export interface ExtensionAgreementFacts {
  /** The loan's number as the borrower knows it (`contractNumberOf`), never its internal ids. */
  readonly contractNumber: string;
  readonly type: 'cheap' | 'expensive';
  readonly days: number;
  /** The extension fee before IVA. */
  readonly feeWithoutVat: number;
  /** The extension fee with IVA. */
  readonly fee: number;
  readonly currentDueDate: string;
  readonly newDueDate: string;
}

/**
 * The title and lines of an extension agreement, in the words of `@lender/i18n`
 * (`documents:extension.*`), for `simplePdf` and for the archived text.
 */
export function extensionAgreementText(facts: ExtensionAgreementFacts): { title: string; lines: string[] } {
  return {
    title: t('documents:extension.title'),
    lines: [
      t('documents:extension.loan', { contractNumber: facts.contractNumber }),
      t('documents:extension.option', {
        kind: t(`documents:extension.kind.${facts.type}`),
        count: facts.days,
      }),
      t('documents:extension.fee', { fee: facts.feeWithoutVat, total: facts.fee }),
      t('documents:extension.dates', { current: facts.currentDueDate, next: facts.newDueDate }),
      t('documents:extension.condition', { count: facts.days }),
    ],
  };
}
