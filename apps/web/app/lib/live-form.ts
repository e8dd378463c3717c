import { errorMessageKey, type Translate } from '@lender/i18n';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { useT } from './i18n';

/**
 * A form checked with the API's own zod schema (`@lender/contracts`): `body` builds the request the
 * action sends from the form's fields, `fields` maps the request's paths to the form's field names
 * (the same map the action gives `problemsOf`). The browser runs it as the borrower types; the
 * server runs the same schema when the action calls the API, so both say the same thing.
 */
export interface LiveSchema {
  readonly schema: z.ZodType;
  body(form: FormData): unknown;
  readonly fields?: Readonly<Record<string, string>>;
  /** Checks of this form that the request has no field for (a repeated password), by field name. */
  extra?(form: FormData, t: Translate): Readonly<Record<string, string>>;
}

/** The most specific words for a code on a path: a field's own (`mobilePhone.number` → `mobilePhone`), else the code's. */
export function fieldMessageKey(code: string, path: string) {
  for (const segment of path.split('.').reverse()) {
    const key = errorMessageKey(code, 'borrower', segment);
    if (key.startsWith('errors:field.')) return key;
  }
  return errorMessageKey(code, 'borrower');
}

/** The string value of a form field, trimmed ('' when missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks a form's fields: Spanish text per field name (empty when valid). */
export type FormValidator = (form: FormData, t: Translate) => Record<string, string>;

const fieldName = (target: EventTarget | null): string | null =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement
    ? target.name || null
    : null;

/**
 * Validation as you type (issue 14), progressive: the server's errors (`serverErrors`, from the
 * action) show until the borrower edits that field; a field is checked when it loses the focus and
 * then on every keystroke; submitting checks every field and stops the post while one is wrong
 * (focusing it). Without JavaScript none of this runs and the form posts to its action as before.
 */
export function useLiveForm(
  /** Changes when the form changes (a wizard's stage): the validator is loaded again. */
  key: string,
  /**
   * Loads the validator (`import('./form-schemas').then((m) => m.validatorOf(m.loginForm))`): zod
   * and the schemas are fetched when the borrower first touches the form, not with the page.
   */
  load: () => Promise<FormValidator>,
  serverErrors: Readonly<Record<string, string>> | undefined,
) {
  const t = useT();
  const validator = useRef<{ key: string; check: FormValidator } | null>(null);
  const loading = useRef<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [live, setLive] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  // A new form (another stage): nothing shown, the old validator forgotten.
  useEffect(() => {
    setLive({});
    setShown(new Set());
    setEdited(new Set());
  }, [key]);

  // A new answer from the server: its errors show again on every field.
  useEffect(() => {
    setEdited(new Set());
  }, [serverErrors]);

  const check = useCallback(
    (form: HTMLFormElement): Record<string, string> | null => {
      if (validator.current?.key !== key) {
        if (loading.current !== key) {
          loading.current = key;
          void loadRef.current().then((loaded) => {
            validator.current = { key, check: loaded };
            if (form.isConnected) check(form);
          });
        }
        return null;
      }
      const all = validator.current.check(new FormData(form), t);
      // Only the fields this form shows (a request may carry what earlier stages collected).
      const errors = Object.fromEntries(
        Object.entries(all).filter(([name]) => form.elements.namedItem(name) !== null),
      );
      setLive(errors);
      return errors;
    },
    [t, key],
  );

  const onFocus = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (validator.current?.key !== key) check(event.currentTarget);
    },
    [check, key],
  );

  const onBlur = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name) return;
      setShown((before) => (before.has(name) ? before : new Set(before).add(name)));
      check(event.currentTarget);
    },
    [check],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = fieldName(event.target);
      if (!name) return;
      setEdited((before) => (before.has(name) ? before : new Set(before).add(name)));
      check(event.currentTarget);
    },
    [check],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const errors = check(form);
      // Not loaded yet: the form posts and the server answers with the same schema.
      const names = Object.keys(errors ?? {});
      if (names.length === 0) return;
      event.preventDefault();
      setShown(new Set(names));
      const first = names
        .map((name) => form.elements.namedItem(name))
        .find((el): el is HTMLInputElement => el instanceof HTMLElement && 'focus' in el);
      first?.focus();
    },
    [check],
  );

  const errors: Record<string, string> = {};
  for (const [name, text] of Object.entries(serverErrors ?? {})) if (!edited.has(name)) errors[name] = text;
  for (const [name, text] of Object.entries(live)) if (shown.has(name)) errors[name] = text;
  for (const name of shown) if (!(name in live) && edited.has(name)) delete errors[name];

  return { errors, formProps: { onFocus, onBlur, onInput, onSubmit } } as const;
}
