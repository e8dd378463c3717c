import { fromApiAmount, PAY_CYCLE_TABLE, type PayCycle } from '@lender/calculator';
import {
  REGISTRATION_FIELDS,
  type RegistrationAnswers,
  type RegistrationFieldDeclaration,
} from '@lender/contracts';
import { formatMoney, type MessageKey, type Translate } from '@lender/i18n';

/** A field the back-office shows, with the answer it reads back. */
type ShownField = RegistrationFieldDeclaration & {
  readonly answer: { readonly name: string };
  readonly backOffice: { readonly labelKey: string; readonly csv: boolean };
};

/** The i18next key of a dotted key (`catalog.payCycle.weekly` → `catalog:payCycle.weekly`). */
const keyOf = (dotted: string) => dotted.replace('.', ':') as MessageKey;

/**
 * A registration answer as the back-office writes it, by its field's widget: money as pesos, a choice
 * and a pay cycle in their words, anything else as typed; empty when not answered.
 */
export function registrationAnswerText(t: Translate, field: ShownField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const { widget } = field;
  if (widget.kind === 'money') return formatMoney(fromApiAmount((value as { amount: number }).amount));
  if (widget.kind === 'choice') return t(keyOf(`${widget.words}.${String(value)}`));
  if (widget.kind === 'payCycle') return t(keyOf(PAY_CYCLE_TABLE[value as PayCycle].shortLabelKey));
  return String(value);
}

/** The rows of `REGISTRATION_FIELDS` a clients' CSV export writes as columns (`backOffice.csv`). */
export function registrationCsvFields(
  fields: readonly RegistrationFieldDeclaration[] = REGISTRATION_FIELDS,
): ShownField[] {
  return fields.filter(
    (field): field is ShownField =>
      field.answer !== undefined && field.backOffice !== false && field.backOffice.csv,
  );
}

/**
 * The clients' CSV columns of the registration's answers: one per field marked `backOffice.csv`,
 * headed by its back-office label, each client's answer read from `answers`.
 */
export function registrationColumns<T extends { id: number }>(
  t: Translate,
  answers: ReadonlyMap<number, RegistrationAnswers>,
  fields: readonly ShownField[] = registrationCsvFields(),
): Array<readonly [header: string, cell: (row: T) => string]> {
  return fields.map((field) => {
    const cell = (row: T) => {
      const step = answers.get(row.id)?.[field.step] as Record<string, unknown> | null | undefined;
      return registrationAnswerText(t, field, step?.[field.answer.name]);
    };
    return [t(keyOf(field.backOffice.labelKey)), cell] as const;
  });
}
