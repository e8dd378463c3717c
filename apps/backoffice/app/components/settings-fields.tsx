import { Link } from '@remix-run/react';
import { useT } from '../i18n';
import type { ActionFailure } from '../server/actions.server';
import { FieldError, Notice } from './form';

// The settings screen's fields and the helpers of its forms (`routes/_app.settings.tsx`).

/** One form's failure, its words beside each field, and what was typed when it failed. */
export function useSettingsForm(failure: ActionFailure | undefined) {
  const t = useT();
  /** This form's failure (its words beside each field, what was typed). */
  const of = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const errorOf = (intent: string, field: string) => {
    const key = of(intent)?.fields?.[field];
    return key ? t(key) : undefined;
  };
  /** What the field shows: what was typed when the last try failed, else the value in force. */
  const shownValue = (intent: string, field: string, current: string) =>
    of(intent)?.values?.[field] ?? current;
  return { of, errorOf, shownValue };
}

/** A change of this setting waits for a second admin: a link to the request. */
export function WaitingNotice({ request }: { request: { id: number } | undefined }) {
  const t = useT();
  return request ? (
    <Notice tone="info">
      {t('backoffice:settings.waiting')}{' '}
      <Link to="/approvals">{t('backoffice:approvals.request', { id: request.id })}</Link>
    </Notice>
  ) : null;
}

export function PlainField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="bo-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        inputMode="decimal"
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/** Pesos, as an admin types them (`$` beside the field). */
export function MoneyField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return <PlainField {...props} />;
}

/** A rate in percent a day, its yearly equivalent written beside it as it is typed. */
export function PercentField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  perYear: number;
}) {
  return (
    <div className="bo-inline bo-end">
      <PlainField {...props} />
      <output htmlFor={props.id} className="bo-muted" data-per-year={props.perYear} data-for={props.name} />
    </div>
  );
}
