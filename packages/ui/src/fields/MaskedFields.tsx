import { findBank, validateClabe } from '@lender/clabe';
import { formatMoney, type MoneyInputProblem, parseMoneyInput } from '@lender/i18n';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import * as styles from '../styles/field.css';
import { type UiTextKey, useUiText } from '../text/text';
import {
  cardMask,
  clabeMask,
  curpMask,
  dateDigitsToIso,
  dateMask,
  financeMask,
  incomeMask,
  isoToDateDigits,
  moneyMask,
  nameMask,
  passwordMask,
  phoneMask,
  wholePesosMask,
} from './masks';
import { TextField, type TextFieldProps } from './TextField';

type Base = Omit<TextFieldProps, 'mask' | 'type'>;

/** A person's name: letters and accents, single spaces, up to 50. */
export function NameField(props: Base) {
  return <TextField autoComplete="name" {...props} mask={nameMask} />;
}

/** Monthly income in pesos: 1–6 digits starting 1–9. */
export function IncomeField(props: Base) {
  return <TextField prefix="$" {...props} mask={incomeMask} />;
}

/** Expenses or debts in pesos: up to 6 digits. */
export function FinanceField(props: Base) {
  return <TextField prefix="$" {...props} mask={financeMask} />;
}

/**
 * The phone field's example, written by its own mask (`+52 (000) 000-0000`), so what the
 * borrower sees before typing is grouped as what they type.
 */
export const PHONE_PLACEHOLDER = phoneMask.format('5512345678');

/** Mexican mobile, `+52 (000) 000-0000`; the value is the 10 digits. */
export function PhoneField(props: Base) {
  const t = useUiText();
  return (
    <TextField
      autoComplete="tel-national"
      hint={t('field.phoneHint')}
      placeholder={PHONE_PLACEHOLDER}
      tabular
      {...props}
      type="tel"
      mask={phoneMask}
    />
  );
}

export interface MoneyFieldProps extends Omit<Base, 'value' | 'defaultValue' | 'onChange'> {
  /** The amount as typed (digits, the decimal dot, thousands commas), e.g. `'3219.24'`. */
  value?: string;
  defaultValue?: string;
  onChange?: (typed: string) => void;
}

const MONEY_PROBLEM_WORDS = {
  empty: null,
  format: 'field.moneyInvalid',
  decimals: 'field.moneyDecimals',
  comma: 'field.moneyComma',
} as const satisfies Record<MoneyInputProblem, UiTextKey | null>;

/** The field error for an amount typed in pesos and centavos, or null when it reads (or is empty). */
export function moneyErrorText(t: ReturnType<typeof useUiText>, typed: string): string | null {
  const read = parseMoneyInput(typed);
  if (read.ok) return null;
  const key = MONEY_PROBLEM_WORDS[read.problem];
  return key ? t(key) : null;
}

/**
 * An amount that reads as money, as the field shows it once the person leaves it: thousands grouped
 * and two decimals, the way every screen writes money (`3219.24` → `3,219.24`, `3219` → `3,219.00`).
 */
function groupedMoneyText(typed: string): string | null {
  const read = parseMoneyInput(typed);
  return read.ok ? formatMoney(read.centavos).replace(/^\$/, '') : null;
}

/**
 * An amount in pesos and centavos shown after `$`: `3219.24`, `3,219.24` and `3219` are read
 * exactly (`parseMoneyInput` of @lender/i18n, on the server too) and, once the person leaves the
 * field, shown as every screen writes money (`$3,219.24`); more than two decimals or a comma used as
 * the decimal mark is said beside the field and left as typed (a third decimal at once, the rest on
 * blur; a server error wins). The form posts what is shown; the server reads it with the same parser.
 */
export function MoneyField({ value, defaultValue, onChange, onBlur, error, ...props }: MoneyFieldProps) {
  const t = useUiText();
  const [inner, setInner] = useState(() => moneyMask.parse(defaultValue ?? ''));
  const [touched, setTouched] = useState(false);
  const current = value ?? inner;
  const problem = parseMoneyInput(current);
  const ownError =
    touched || (!problem.ok && problem.problem === 'decimals') ? moneyErrorText(t, current) : null;
  const shown: ReactNode = error ?? ownError;
  return (
    <TextField
      tabular
      {...props}
      value={current}
      onChange={(next) => {
        if (value === undefined) setInner(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        setTouched(true);
        const grouped = groupedMoneyText(current);
        if (grouped !== null && grouped !== current) {
          if (value === undefined) setInner(grouped);
          onChange?.(grouped);
        }
        onBlur?.(event);
      }}
      error={shown || undefined}
      mask={moneyMask}
    />
  );
}

export interface WholePesosFieldProps extends Omit<Base, 'value' | 'defaultValue' | 'onChange'> {
  /** Whole pesos as digits (the mask's value), e.g. `'3000'`. */
  value?: string;
  defaultValue?: string;
  onChange?: (pesos: string) => void;
}

/**
 * An amount where the rules are whole pesos (the calculator's loan amount): an unsigned integer
 * shown after `$`. Money a person pays or reports is a `MoneyField`.
 */
export function WholePesosField(props: WholePesosFieldProps) {
  return <TextField tabular {...props} mask={wholePesosMask} />;
}

/** Bank card number: 16 digits in groups of four. */
export function CardNumberField(props: Base) {
  const t = useUiText();
  return <TextField autoComplete="cc-number" hint={t('field.cardHint')} tabular {...props} mask={cardMask} />;
}

/** Error text for a CLABE, or null when it is valid. */
export function clabeErrorText(
  t: ReturnType<typeof useUiText>,
  clabe: string,
  allowedBanks?: readonly string[],
): string | null {
  const result = validateClabe(clabe, allowedBanks ? { allowedBanks } : {});
  if (result.ok) return null;
  switch (result.error) {
    case 'length':
      return t('clabe.length', { missing: Math.max(0, 18 - clabe.replace(/\D/g, '').length) });
    case 'characters':
      return t('clabe.digits');
    case 'checksum':
      return t('clabe.checksum', { expected: String(result.params.expected ?? '') });
    case 'bank':
      return t('clabe.bankCode', { code: String(result.params.code ?? '') });
    case 'bank-not-allowed':
      return t('clabe.notAllowed');
    case 'city':
      return t('clabe.cityCode', { code: String(result.params.code ?? '') });
  }
}

export interface ClabeFieldProps extends Base {
  /** Bank codes money may go to; any bank when absent. */
  allowedBanks?: readonly string[];
}

/**
 * CLABE: 18 digits, grouped. Shows the bank's name as soon as the first three digits are typed,
 * and the spec's CLABE errors once all 18 are there or on blur (a server error wins).
 */
export function ClabeField({
  allowedBanks,
  error,
  onChange,
  onBlur,
  value,
  defaultValue,
  ...props
}: ClabeFieldProps) {
  const t = useUiText();
  const [inner, setInner] = useState(() => clabeMask.parse(defaultValue ?? ''));
  const [touched, setTouched] = useState(false);
  const current = value ?? inner;
  const bank = current.length >= 3 ? findBank(current.slice(0, 3)) : undefined;
  const ownError = touched || current.length === 18 ? clabeErrorText(t, current, allowedBanks) : null;
  const shown: ReactNode = error ?? (current.length > 0 ? ownError : null);
  return (
    <TextField
      hint={t('clabe.hint')}
      tabular
      {...props}
      value={current}
      onChange={(next) => {
        if (value === undefined) setInner(next);
        onChange?.(next);
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      error={shown || undefined}
      status={bank ? t('clabe.bank', { bank: bank.name }) : ''}
      mask={clabeMask}
    />
  );
}

/** CURP: uppercased as typed, 4 letters, 6 digits, 6 letters, 1 letter or digit, 1 digit. */
export function CurpField(props: Base) {
  const t = useUiText();
  return (
    <TextField
      hint={t('field.curpHint')}
      autoCapitalize="characters"
      spellCheck="false"
      tabular
      {...props}
      mask={curpMask}
    />
  );
}

/** Password up to 24 letters and digits, with a button that shows or hides it. */
export function PasswordField(props: Base) {
  const t = useUiText();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      mask={passwordMask}
      suffix={
        <button
          type="button"
          className={styles.inlineButton}
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={props.isDisabled}
        >
          {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
        </button>
      }
    />
  );
}

export interface DateFieldProps extends Omit<Base, 'value' | 'defaultValue' | 'onChange'> {
  /** `YYYY-MM-DD`, or '' while incomplete. */
  value?: string;
  defaultValue?: string;
  onChange?: (iso: string) => void;
  /** Today in the Mexico City business clock, `YYYY-MM-DD`. */
  today: string;
  /** `past`: birth date, not in the future. `future`: a document's expiry, not before today. */
  rule: 'past' | 'future';
}

/** A date typed as `dd.mm.aaaa` with the rule for birth dates or document expiry. */
export function DateField({
  value,
  defaultValue,
  onChange,
  today,
  rule,
  error,
  onBlur,
  ...props
}: DateFieldProps) {
  const t = useUiText();
  const [digitsValue, setDigits] = useState(() => isoToDateDigits(value ?? defaultValue ?? ''));
  const [touched, setTouched] = useState(false);
  const shownDigits =
    value !== undefined && dateDigitsToIso(digitsValue) !== value && value !== ''
      ? isoToDateDigits(value)
      : digitsValue;
  const iso = dateDigitsToIso(shownDigits);
  let ownError: string | null = null;
  if (touched && shownDigits.length > 0) {
    if (!iso) ownError = t('field.dateInvalid');
    else if (rule === 'past' && iso > today) ownError = t('field.dateFuture');
    else if (rule === 'future' && iso < today) ownError = t('field.datePast');
  }
  return (
    <TextField
      placeholder={t('field.dateFormat')}
      tabular
      {...props}
      value={shownDigits}
      onChange={(next) => {
        setDigits(next);
        onChange?.(dateDigitsToIso(next) ?? '');
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
      error={error ?? ownError ?? undefined}
      mask={dateMask}
    />
  );
}
