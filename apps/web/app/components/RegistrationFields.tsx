import {
  PAY_CYCLE_TABLE,
  PAY_CYCLES,
  type PayCycle,
  payCyclesDeclaring,
  SEMI_MONTHLY_PAY_DAYS,
} from '@lender/calculator';
import type { PostalCodeLookup } from '@lender/contracts';
import { messageKeyOf } from '@lender/i18n';
import {
  DateField,
  IncomeField,
  NameField,
  NativeRadioGroup,
  NativeSelect,
  PhoneField,
  TextField,
} from '@lender/ui';
import { Fragment, useState } from 'react';
import { useHydrated } from '../lib/hydrated';
import { useT } from '../lib/i18n';
import { PAY_DAY_INPUTS } from '../lib/pay-day-inputs';
import type { RegistrationFieldView } from '../lib/registration.server';

/** What a step's page knows besides its fields: the business date, the postal code's look-up. */
export interface RegistrationFieldsContext {
  /** Today in the Mexico City business clock (a date field's rule). */
  readonly today: string;
  readonly lookup?: PostalCodeLookup;
  /** The pay day's date the borrower chose before (the calculator), shown until the form is sent. */
  readonly firstPayDate?: string;
}

/**
 * The fields of a registration step, in the order `REGISTRATION_FIELDS` of the contracts lists them
 * (sent by the page's loader), each rendered by its widget with its label and, when optional, says so.
 */
export function RegistrationFields({
  fields,
  values,
  errors,
  context,
}: {
  fields: readonly RegistrationFieldView[];
  /** What each input shows: what was typed, else what is known. */
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
  context: RegistrationFieldsContext;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [cycle, setCycle] = useState<string>(
    values[fields.find((field) => field.widget.kind === 'payCycle')?.name ?? ''] ?? '',
  );
  // Without JavaScript every pay-day input shows; with it, only the chosen cycle's.
  const shows = (cycles: readonly PayCycle[]) => !hydrated || cycles.includes(cycle as PayCycle);
  const { lookup } = context;
  const place = (part: 'region' | 'city') =>
    fields.find((f) => f.widget.kind === 'place' && f.widget.part === part);
  return (
    <>
      {fields.map((field) => {
        const { name, widget } = field;
        const label = field.labelKey ? t(messageKeyOf(field.labelKey)) : '';
        const common = {
          name,
          label: field.required ? label : `${label} ${t('common:states.optional')}`,
          hint: field.hintKey ? t(messageKeyOf(field.hintKey)) : undefined,
          error: errors[name],
          isRequired: field.required || undefined,
        };
        switch (widget.kind) {
          case 'text':
            return (
              <TextField
                key={name}
                {...common}
                defaultValue={values[name]}
                autoComplete={widget.autoComplete}
                inputMode={widget.inputMode}
              />
            );
          case 'name':
            return <NameField key={name} {...common} defaultValue={values[name]} />;
          case 'phone':
            return <PhoneField key={name} {...common} defaultValue={values[name]} />;
          case 'number':
            return <TextField key={name} {...common} defaultValue={values[name]} inputMode="numeric" />;
          case 'money':
            return <IncomeField key={name} {...common} defaultValue={values[name]} />;
          case 'date':
            return (
              <DateField
                key={name}
                {...common}
                today={context.today}
                rule={widget.rule}
                defaultValue={values[name]}
              />
            );
          case 'choice':
            return (
              <NativeSelect
                key={name}
                {...common}
                options={field.options ?? []}
                defaultValue={values[name] || undefined}
              />
            );
          case 'payCycle':
            return (
              <NativeRadioGroup
                key={name}
                {...common}
                options={PAY_CYCLES.map((c) => ({
                  value: c,
                  label: t(messageKeyOf(PAY_CYCLE_TABLE[c].labelKey)),
                }))}
                value={cycle || null}
                onChange={(value) => setCycle(value)}
              />
            );
          case 'payDay':
            return <PayDay key={name} values={values} errors={errors} shows={shows} context={context} />;
          case 'postalCode':
            return lookup ? <input key={name} type="hidden" name={name} value={lookup.postalCode} /> : null;
          case 'place': {
            if (!lookup) return null;
            if (widget.part !== 'ward') {
              return <input key={name} type="hidden" name={name} value={lookup[widget.part].id} />;
            }
            // The colonia to choose, then the municipality and the state the postal code found.
            const city = place('city');
            const region = place('region');
            return (
              <Fragment key={name}>
                <NativeSelect
                  {...common}
                  options={lookup.wards.map((w) => ({
                    value: String(w.id),
                    label: `${w.title} (${w.type})`,
                  }))}
                  defaultValue={
                    values[name] || (lookup.wards.length === 1 ? String(lookup.wards[0]?.id) : undefined)
                  }
                />
                <dl className="facts">
                  {city?.labelKey ? (
                    <div>
                      <dt>{t(messageKeyOf(city.labelKey))}</dt>
                      <dd>{lookup.city.title}</dd>
                    </div>
                  ) : null}
                  {region?.labelKey ? (
                    <div>
                      <dt>{t(messageKeyOf(region.labelKey))}</dt>
                      <dd>{lookup.region.title}</dd>
                    </div>
                  ) : null}
                </dl>
              </Fragment>
            );
          }
          default:
            return null;
        }
      })}
    </>
  );
}

/** The pay day: a date, a pair of days or a day of the month, by what the cycle's borrowers declare. */
function PayDay({
  values,
  errors,
  shows,
  context,
}: {
  values: Readonly<Record<string, string | undefined>>;
  errors: Readonly<Record<string, string | undefined>>;
  shows: (cycles: readonly PayCycle[]) => boolean;
  context: RegistrationFieldsContext;
}) {
  const t = useT();
  // The cycle whose borrowers declare a pair of pay days (@lender/calculator's table).
  const [pairCycle] = payCyclesDeclaring('dayPair');
  return (
    <>
      {shows(payCyclesDeclaring('date')) ? (
        <DateField
          name={PAY_DAY_INPUTS.date}
          label={t('registration:employment.nextPayDate')}
          hint={t('registration:employment.nextPayDateHint')}
          today={context.today}
          rule="future"
          defaultValue={context.firstPayDate}
          error={errors[PAY_DAY_INPUTS.date]}
        />
      ) : null}
      {pairCycle && shows([pairCycle]) ? (
        <NativeRadioGroup
          name={PAY_DAY_INPUTS.dayPair}
          label={t('registration:employment.semiMonthly')}
          options={SEMI_MONTHLY_PAY_DAYS.map(([a, b]) => ({
            value: `${a}-${b}`,
            label: t(messageKeyOf(PAY_CYCLE_TABLE[pairCycle].payDateKey), { first: a, second: b }),
          }))}
          defaultValue={values[PAY_DAY_INPUTS.dayPair] || undefined}
          error={errors[PAY_DAY_INPUTS.dayPair]}
        />
      ) : null}
      {shows(payCyclesDeclaring('dayOfMonth')) ? (
        <TextField
          name={PAY_DAY_INPUTS.dayOfMonth}
          label={t('registration:employment.dateOfMonth')}
          hint={t('registration:employment.dateOfMonthHint')}
          inputMode="numeric"
          defaultValue={values[PAY_DAY_INPUTS.dayOfMonth]}
          error={errors[PAY_DAY_INPUTS.dayOfMonth]}
        />
      ) : null}
    </>
  );
}
