import type { ComplaintCause, ComplaintKind } from '@lender/contracts';
import { NativeSelect, Stack } from '@lender/ui';
import { StepForm } from '../../components/FormShell';
import { useT } from '../../lib/i18n';
import { resultFor, TextArea } from './RightsForms';
import type { RightsChoices, RightsResult } from './rights.server';

/**
 * A loan a complaint may name: its id (the value sent, never shown), its contract number (what
 * the borrower reads), when it was signed and what was lent (centavos).
 */
export interface LoanChoice {
  id: number;
  contractNumber: string;
  signedAt: string;
  amount: number;
}

/** The loans as options: "Préstamo STL-000012 del 02.03.2026 por $3,000.00". */
function useLoanOptions(loans: readonly LoanChoice[]) {
  const t = useT();
  return loans.map((loan) => ({
    value: String(loan.id),
    label: t('profile:rights.complaints.loanOption', {
      contractNumber: loan.contractNumber,
      date: loan.signedAt,
      amount: loan.amount,
    }),
  }));
}

/** A complaint to the UNE: what the borrower needs, its subject, the loan if any, what happened. */
export function ComplaintForm({
  result,
  loans,
  choices,
  prefill = {},
}: {
  result: RightsResult | undefined;
  loans: readonly LoanChoice[];
  choices: Pick<RightsChoices, 'complaintKinds' | 'complaintCauses'>;
  /** What a link filled in (issue 66: a complaint about one collection contact, from my loan). */
  prefill?: Partial<Record<'kind' | 'cause' | 'loanId' | 'description', string>>;
}) {
  const t = useT();
  const answered = resultFor(result, 'complaint');
  const mine = {
    ...answered,
    value: (field: string) => answered.value(field) ?? prefill[field as keyof typeof prefill],
  };
  const loanOptions = useLoanOptions(loans);
  return (
    <StepForm
      intent="complaint"
      submitLabel={t('profile:rights.complaints.submit')}
      formError={mine.formError}
    >
      <NativeSelect
        name="kind"
        label={t('profile:rights.complaints.kind')}
        options={choices.complaintKinds.map((value) => ({
          value,
          label: t(`profile:rights.complaints.kinds.${value}`),
        }))}
        defaultValue={
          choices.complaintKinds.find((kind): kind is ComplaintKind => kind === mine.value('kind')) ?? 'claim'
        }
        error={mine.error('kind')}
        isRequired
      />
      <NativeSelect
        name="cause"
        label={t('profile:rights.complaints.cause')}
        options={choices.complaintCauses.map((value) => ({
          value,
          label: t(`profile:rights.complaints.causes.${value}`),
        }))}
        defaultValue={
          choices.complaintCauses.find((cause): cause is ComplaintCause => cause === mine.value('cause')) ??
          'service'
        }
        error={mine.error('cause')}
        isRequired
      />
      <NativeSelect
        name="loanId"
        label={t('profile:rights.complaints.loan')}
        options={[{ value: '', label: t('profile:rights.complaints.noLoan') }, ...loanOptions]}
        defaultValue={mine.value('loanId') ?? ''}
        error={mine.error('loanId')}
      />
      <TextArea
        name="description"
        label={t('profile:rights.complaints.description')}
        hint={t('profile:rights.complaints.descriptionHint')}
        defaultValue={mine.value('description')}
        error={mine.error('description')}
        minLength={10}
      />
    </StepForm>
  );
}

/** A dispute of what was reported to the credit bureau about one of the borrower's loans. */
export function BureauForm({
  result,
  loans,
}: {
  result: RightsResult | undefined;
  loans: readonly LoanChoice[];
}) {
  const t = useT();
  const mine = resultFor(result, 'bureau');
  const loanOptions = useLoanOptions(loans);
  if (loans.length === 0) return <p>{t('profile:rights.bureau.noLoans')}</p>;
  return (
    <Stack gap="4">
      <StepForm intent="bureau" submitLabel={t('profile:rights.bureau.submit')} formError={mine.formError}>
        <NativeSelect
          name="loanId"
          label={t('profile:rights.complaints.loan')}
          options={loanOptions}
          defaultValue={mine.value('loanId') ?? loanOptions[0]?.value}
          error={mine.error('loanId')}
          isRequired
        />
        <TextArea
          name="description"
          label={t('profile:rights.complaints.description')}
          hint={t('profile:rights.complaints.descriptionHint')}
          defaultValue={mine.value('description')}
          error={mine.error('description')}
          minLength={10}
        />
      </StepForm>
    </Stack>
  );
}
