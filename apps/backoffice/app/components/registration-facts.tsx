import { PAY_CYCLE_TABLE, type PayCycle } from '@lender/calculator';
import { REGISTRATION_FIELDS, type RegistrationAnswers, type RegistrationWidget } from '@lender/contracts';
import { type MessageKey, messageKeyOf, type Translate } from '@lender/i18n';
import { date, pesos } from '../format';
import { useT } from '../i18n';

/** The rows of `REGISTRATION_FIELDS` the client's record shows (`backOffice`), with what they read back. */
const SHOWN = REGISTRATION_FIELDS.flatMap((field) =>
  field.backOffice && 'answer' in field
    ? [
        {
          step: field.step,
          answer: field.answer.name,
          widget: field.widget,
          labelKey: field.backOffice.labelKey,
        },
      ]
    : [],
);

/** An answer as the back-office writes it, by its field's widget; `—` when not answered. */
export function answerWords(t: Translate, widget: RegistrationWidget, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (widget.kind) {
    case 'money':
      return pesos(value as { amount: number });
    case 'date':
      return date(String(value));
    case 'choice':
      // `catalog.relationship` + `sibling` → `catalog:relationship.sibling`
      return t(`${widget.words.replace('.', ':')}.${String(value)}` as MessageKey);
    case 'payCycle':
      return t(messageKeyOf(PAY_CYCLE_TABLE[value as PayCycle].shortLabelKey));
    default:
      return String(value);
  }
}

/**
 * What the client answered at registration, on the record's summary tab: each field
 * `REGISTRATION_FIELDS` of the contracts marks for the back-office, under its label.
 */
export function RegistrationFacts({ answers }: { answers: RegistrationAnswers }) {
  const t = useT();
  return (
    <section aria-labelledby="registration-facts">
      <h3 id="registration-facts">{t('backoffice:registration.title')}</h3>
      <dl className="bo-facts">
        {SHOWN.map((field) => {
          const step = answers[field.step] as Record<string, unknown> | null;
          return (
            <div key={`${field.step}.${field.answer}`}>
              <dt>{t(messageKeyOf(field.labelKey))}</dt>
              <dd>
                {step
                  ? answerWords(t, field.widget, step[field.answer])
                  : t('backoffice:registration.notAnswered')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
