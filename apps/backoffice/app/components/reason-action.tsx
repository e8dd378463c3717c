import { Form, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { type Ref, useId, useRef } from 'react';
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
  /** Open (its last try was refused: the words beside the fields, what was typed in them). */
  open?: boolean;
  /** The reason typed in the last try. */
  reasonValue?: string | undefined;
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
  open,
  reasonValue,
  children,
}: ReasonActionProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const location = useLocation();
  const answer = useActionData() as { intent?: string; values?: Record<string, string> } | undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  // A new key per navigation, so after a successful action (a redirect) the disclosure starts
  // closed again; a refused try keeps the key, so nothing typed is lost (issue 36).
  const key = useRef(location.key);
  if (!answer) key.current = location.key;
  const refused = answer?.intent === intent;
  return (
    <details key={key.current} open={error || open || refused ? true : undefined}>
      <summary className={`bo-button bo-button-${tone}`}>{label}</summary>
      {/* Our own words beside each field (issue 36), not the browser's bubble: the server checks. */}
      <Form method="post" className="bo-stack bo-spaced-top" noValidate>
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
          defaultValue={reasonValue ?? (refused ? answer?.values?.reason : undefined)}
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
  defaultValue,
}: {
  id: string;
  errorId: string;
  label: string;
  error: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** What was typed in a refused try. */
  defaultValue?: string | undefined;
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="reason"
        ref={textareaRef}
        defaultValue={defaultValue}
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
