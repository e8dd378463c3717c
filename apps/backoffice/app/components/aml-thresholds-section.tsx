import type { AmlSettingChange, AmlSettingField, AmlSettingsView } from '@lender/contracts';
import { formatMoneyInput, formatPercent } from '@lender/i18n';
import { Form } from '@remix-run/react';
import { centavos, dateTime } from '../format';
import type { ActionFailure } from '../server/actions.server';
import { Field, FieldError, useFailedForm } from './form';
import { ItemTable } from './item-table';

// "Umbrales de PLD" on the compliance screen (ADR 317): the thresholds screening and monitoring
// read now, in words and es-MX formats; a change waiting for its second officer; the history of
// every approved change (folio, each field before → after, who asked and approved, since when);
// and, for the officer, the form that asks for a change (whole numbers, the high amount in pesos).

type Words = (key: string, params?: Record<string, string | number>) => string;
type Value = AmlSettingChange['before'];

const whole = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** One field's value in words: a score of 100, US dollars, days, a percent, pesos, municipalities. */
export function thresholdValue(w: Words, field: AmlSettingField, value: Value): string {
  if (Array.isArray(value)) return value.length > 0 ? value.join('; ') : w('settings.none');
  if (field === 'matchThreshold' || field === 'reviewThreshold') return w('settings.score', { score: value });
  if (field === 'relevantUsd') return w('settings.usd', { amount: whole.format(value) });
  if (field === 'highAmountCentavos') return centavos(value);
  if (field === 'structuring.bandPercent') return formatPercent(value, { decimals: 0 });
  if (field.endsWith('days') || field === 'cashPayoffDays') return w('settings.days', { count: value });
  return whole.format(value);
}

/** The form's whole-number inputs, named as the change request names them (the action reads these). */
export const THRESHOLD_NUMBERS = [
  'matchThreshold',
  'reviewThreshold',
  'relevantUsd',
  'structuring.days',
  'structuring.count',
  'structuring.bandPercent',
  'manySources.days',
  'manySources.sources',
  'cashPayoffDays',
] as const;

export function AmlThresholdsSection({
  w,
  thresholds,
  me,
  canWork,
  failure,
}: {
  readonly w: Words;
  readonly thresholds: AmlSettingsView;
  readonly me: number;
  readonly canWork: boolean;
  readonly failure: ActionFailure | undefined;
}) {
  const { settings, version, pending, history } = thresholds;
  const form = failure?.intent === 'thresholds' ? failure : undefined;
  const failed = useFailedForm(failure, 'thresholds');
  // Only this form's refusal shows beside its fields (another form's `reason` is not this one's).
  const field = (name: string, fallback?: string) => ({
    ...failed.field(name, fallback),
    error: form ? failed.fieldError(name) : undefined,
  });
  const label = (name: AmlSettingField) => w(`settings.fields.${name}`);
  const value = (name: AmlSettingField, of: Value) => thresholdValue(w, name, of);
  const days = (count: number) => w('settings.days', { count });
  // Each rule in force: its name, its value in words (a rule of several values: its sentence), what it does.
  const inForce: [string, string, string | null][] = [
    [
      label('matchThreshold'),
      value('matchThreshold', settings.matchThreshold),
      w('settings.meaning.matchThreshold'),
    ],
    [
      label('reviewThreshold'),
      value('reviewThreshold', settings.reviewThreshold),
      w('settings.meaning.reviewThreshold'),
    ],
    [label('relevantUsd'), value('relevantUsd', settings.relevantUsd), w('settings.meaning.relevantUsd')],
    [
      w('settings.rules.structuring'),
      w('settings.meaning.structuring', {
        count: settings.structuring.count,
        days: days(settings.structuring.days),
        band: formatPercent(settings.structuring.bandPercent, { decimals: 0 }),
      }),
      null,
    ],
    [
      w('settings.rules.manySources'),
      w('settings.meaning.manySources', {
        sources: settings.manySources.sources,
        days: days(settings.manySources.days),
      }),
      null,
    ],
    [
      label('cashPayoffDays'),
      w('settings.meaning.cashPayoffDays', { days: days(settings.cashPayoffDays) }),
      null,
    ],
    [
      label('highAmountCentavos'),
      value('highAmountCentavos', settings.highAmountCentavos),
      w('settings.meaning.highAmountCentavos'),
    ],
    [
      label('highRiskMunicipalities'),
      value('highRiskMunicipalities', settings.highRiskMunicipalities),
      w('settings.meaning.highRiskMunicipalities'),
    ],
  ];
  const current: Record<(typeof THRESHOLD_NUMBERS)[number], number> = {
    matchThreshold: settings.matchThreshold,
    reviewThreshold: settings.reviewThreshold,
    relevantUsd: settings.relevantUsd,
    'structuring.days': settings.structuring.days,
    'structuring.count': settings.structuring.count,
    'structuring.bandPercent': settings.structuring.bandPercent,
    'manySources.days': settings.manySources.days,
    'manySources.sources': settings.manySources.sources,
    cashPayoffDays: settings.cashPayoffDays,
  };
  const changeError = field('changes').error;
  const municipalities = field('municipalities', settings.highRiskMunicipalities.join('\n'));
  const reason = field('reason');

  return (
    <section className="bo-card bo-stack" aria-labelledby="thresholds-title">
      <h2 id="thresholds-title">{w('settings.title')}</h2>
      <p className="bo-hint">{w('settings.intro')}</p>
      <h3>{w('settings.inForce', { version })}</h3>
      <p className="bo-hint">
        {version === 0 || !thresholds.updatedAt
          ? w('settings.defaults')
          : w('settings.updatedAt', { when: dateTime(thresholds.updatedAt) })}
      </p>
      <dl className="bo-facts">
        {inForce.map(([name, words, meaning]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              {words}
              {meaning ? <p className="bo-hint">{meaning}</p> : null}
            </dd>
          </div>
        ))}
      </dl>
      {pending ? (
        <p role="status">
          {w('settings.pending', {
            name: pending.requestedBy.name,
            when: dateTime(pending.requestedAt),
            reason: pending.reason,
          })}{' '}
          {pending.requestedBy.id === me ? w('settings.pendingYours') : null}
        </p>
      ) : null}

      <h3>{w('settings.history.title')}</h3>
      <ItemTable
        caption={w('settings.history.title')}
        empty={w('settings.history.empty')}
        head={['folio', 'changes', 'requestedBy', 'approvedBy', 'effectiveAt', 'reason'].map((key) =>
          w(`settings.history.${key}`),
        )}
        items={history.map((entry) => ({ ...entry, id: entry.approvalId }))}
        cells={(entry) => (
          <>
            <td>{entry.approvalId}</td>
            <td>
              <ul className="bo-flush">
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {label(change.field)}: {value(change.field, change.before)} →{' '}
                    {value(change.field, change.after)}
                  </li>
                ))}
              </ul>
            </td>
            <td className="bo-name">{entry.requestedBy.name}</td>
            <td className="bo-name">{entry.approvedBy.name}</td>
            <td>{dateTime(entry.effectiveAt)}</td>
            <td>{entry.reason}</td>
          </>
        )}
      />

      {canWork && !pending ? (
        <Form method="post" className="bo-stack" noValidate aria-labelledby="thresholds-form-title">
          <h3 id="thresholds-form-title">{w('settings.form.title')}</h3>
          <p className="bo-hint">{w('settings.form.intro')}</p>
          <input type="hidden" name="intent" value="thresholds" />
          <input type="hidden" name="version" value={version} />
          <FieldError id={changeError ? 'thresholds-changes-error' : undefined} error={changeError} />
          <div className="bo-grid">
            {THRESHOLD_NUMBERS.map((name) => (
              <Field
                key={name}
                label={label(name)}
                inputMode="numeric"
                autoComplete="off"
                {...field(name, String(current[name]))}
              />
            ))}
            <Field
              label={label('highAmountCentavos')}
              inputMode="decimal"
              autoComplete="off"
              {...field('highAmount', formatMoneyInput(settings.highAmountCentavos))}
            />
          </div>
          <div className="bo-field bo-field-wide">
            <label htmlFor="thresholds-municipalities">{w('settings.form.municipalities')}</label>
            <textarea
              id="thresholds-municipalities"
              name="municipalities"
              rows={3}
              defaultValue={municipalities.defaultValue}
              aria-invalid={municipalities.error ? true : undefined}
              aria-describedby={municipalities.error ? 'thresholds-municipalities-error' : undefined}
            />
            <FieldError id="thresholds-municipalities-error" error={municipalities.error} />
          </div>
          <div className="bo-field bo-field-wide">
            <label htmlFor="thresholds-reason">{w('settings.form.reason')}</label>
            <textarea
              id="thresholds-reason"
              name="reason"
              rows={2}
              maxLength={500}
              required
              defaultValue={reason.defaultValue}
              aria-invalid={reason.error ? true : undefined}
              aria-describedby={reason.error ? 'thresholds-reason-error' : undefined}
            />
            <FieldError id="thresholds-reason-error" error={reason.error} />
          </div>
          <div>
            <button type="submit" className="bo-button bo-button-primary">
              {w('settings.form.submit')}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
