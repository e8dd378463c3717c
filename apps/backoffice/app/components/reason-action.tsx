import { Form, useLocation, useNavigation } from '@remix-run/react';
import { type Ref, useId } from 'react';
import { useT } from '../i18n';
import { FieldError } from './form';

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
        <ReasonField
          id={`${id}-reason`}
          errorId={`${id}-error`}
          label={t('backoffice:client.reason')}
          error={error}
        />
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

/** The written reason an action keeps in the audit log (3 to 500 characters), its error linked. */
export function ReasonField({
  id,
  errorId,
  label,
  error,
  textareaRef,
}: {
  id: string;
  errorId: string;
  label: string;
  error: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="reason"
        ref={textareaRef}
        required
        minLength={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
