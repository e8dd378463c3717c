import { Form, useLocation, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { useT } from '../i18n';

interface ReasonActionProps {
  intent: string;
  label: string;
  /** Error of this action from the last submit (a missing reason). */
  error?: string | undefined;
  tone?: 'primary' | 'danger' | 'secondary';
  /** Extra hidden fields (a record's version). */
  hidden?: Record<string, string | number>;
  children?: React.ReactNode;
}

/**
 * An action that needs a written reason (kept in the audit log): a disclosure with the reason
 * field and the confirming button; a plain form, so it works before JavaScript loads.
 */
export function ReasonAction({
  intent,
  label,
  error,
  tone = 'secondary',
  hidden,
  children,
}: ReasonActionProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  // A new key per navigation: after a successful action the disclosure starts closed again.
  return (
    <details key={location.key} open={error ? true : undefined}>
      <summary className={`bo-button bo-button-${tone}`}>{label}</summary>
      <Form method="post" className="bo-stack" style={{ marginTop: 12 }}>
        <input type="hidden" name="intent" value={intent} />
        {hidden
          ? Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))
          : null}
        {children}
        <div className="bo-field">
          <label htmlFor={`${id}-reason`}>{t('backoffice:client.reason')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            required
            minLength={3}
            maxLength={500}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="bo-field-error">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <button
            type="submit"
            className={`bo-button bo-button-${tone === 'secondary' ? 'primary' : tone}`}
            disabled={busy}
          >
            {label}
          </button>
        </div>
      </Form>
    </details>
  );
}
