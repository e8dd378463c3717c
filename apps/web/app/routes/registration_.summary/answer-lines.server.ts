import { fromApiAmount, PAY_CYCLE_TABLE, type PayCycle } from '@lender/calculator';
import {
  type RegistrationAnswers,
  type RegistrationStep,
  type RegistrationWidget,
  registrationFieldsOf,
} from '@lender/contracts';
import { formatDate, formatMoney, messageKeyOf, type Translate } from '@lender/i18n';

/** The words of each classification's keys, for the choices (`GET /web/public/classification/{path}`). */
export type ChoiceLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

type Answer<S extends RegistrationStep> = NonNullable<RegistrationAnswers[S]>;

/**
 * How the summary writes a step's answers on one line: its own layout for the answers it names (an
 * address as Mexicans write it, the pay cycle with its days), then every other answer of the step
 * that `REGISTRATION_FIELDS` shows on the summary, in the table's order, by its widget.
 */
const LAYOUTS: {
  readonly [S in RegistrationStep]: {
    readonly separator: string;
    readonly writes: readonly (keyof Answer<S>)[];
    parts(answer: Answer<S>, t: Translate, labels: ChoiceLabels): Array<string | null>;
  };
} = {
  employment: {
    separator: ' · ',
    writes: ['employmentStatusKey', 'companyName', 'monthlyIncome', 'salaryCycle', 'payDate'],
    parts: (job, t, labels) => {
      const cycle = t(messageKeyOf(PAY_CYCLE_TABLE[job.salaryCycle].labelKey));
      const { semiMonthlyPayDates: pair, dateOfMonth } = job.payDate;
      return [
        labels.employment_statuses?.[job.employmentStatusKey] ?? job.employmentStatusKey,
        job.companyName,
        t('registration:summary.income', { amount: fromApiAmount(job.monthlyIncome.amount) }),
        pair
          ? t('registration:summary.paidOn', {
              cycle,
              days: t(messageKeyOf(PAY_CYCLE_TABLE[job.salaryCycle].payDateKey), {
                first: pair[0],
                second: pair[1],
              }),
            })
          : dateOfMonth
            ? t('registration:summary.paidOn', {
                cycle,
                days: t('registration:summary.dayOfMonth', { day: dateOfMonth }),
              })
            : cycle,
      ];
    },
  },
  address: {
    separator: ', ',
    writes: ['street', 'exteriorNumber', 'interiorNumber', 'ward', 'postalCode', 'city', 'region'],
    parts: (a) => [
      `${a.street} ${a.exteriorNumber}${a.interiorNumber ? ` int. ${a.interiorNumber}` : ''}`,
      a.ward,
      `${a.postalCode} ${a.city}`,
      a.region,
    ],
  },
  reference: {
    separator: ' · ',
    writes: ['fullName', 'relation', 'phoneMasked'],
    parts: (person, _t, labels) => [
      person.fullName,
      labels.relationships?.[person.relation] ?? person.relation,
      person.phoneMasked,
    ],
  },
};

/** An answer the step's layout does not write, by its widget; `null` when not answered. */
export function answerText(widget: RegistrationWidget, value: unknown, t: Translate, labels: ChoiceLabels) {
  if (value === null || value === undefined || value === '') return null;
  switch (widget.kind) {
    case 'money':
      return formatMoney(fromApiAmount((value as { amount: number }).amount));
    case 'date':
      return formatDate(String(value));
    case 'choice':
      return labels[widget.classification]?.[String(value)] ?? String(value);
    case 'payCycle':
      return t(messageKeyOf(PAY_CYCLE_TABLE[value as PayCycle].labelKey));
    default:
      return String(value);
  }
}

/** The summary's line of a step: its answers, or `—` before the step is answered. */
export function answerLine<S extends RegistrationStep>(
  step: S,
  answers: RegistrationAnswers | null,
  t: Translate,
  labels: ChoiceLabels,
): string {
  const answer = answers?.[step] as Answer<S> | null | undefined;
  if (!answer) return '—';
  const layout = LAYOUTS[step];
  const others = registrationFieldsOf(step).flatMap((field) =>
    field.summary && 'answer' in field && !(layout.writes as readonly string[]).includes(field.answer.name)
      ? [answerText(field.widget, (answer as Record<string, unknown>)[field.answer.name], t, labels)]
      : [],
  );
  return [...layout.parts(answer, t, labels), ...others].filter(Boolean).join(layout.separator);
}
