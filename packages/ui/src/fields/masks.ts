// The input masks as pure functions, usable on the server to read a form posted
// without JavaScript. `parse` keeps what the field stores (digits, letters); `format` shows it.

export interface Mask {
  /** What the field stores, from anything typed or pasted. */
  parse(input: string): string;
  /** What the input shows for a stored value. */
  format(value: string): string;
  /** The characters that count for caret placement (digits for most masks). */
  significant: RegExp;
  /** A fixed start of the formatted text (`+52 (`) that the caret skips. */
  prefix?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'decimal';
}

const digits = (input: string) => input.replace(/\D/g, '');

function group(value: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let index = 0;
  sizes.forEach((size, i) => {
    if (index >= value.length) return;
    if (i > 0) out += separators[i - 1] ?? ' ';
    out += value.slice(index, index + size);
    index += size;
  });
  return out;
}

/** Names: letters (with accents), single spaces and hyphens or apostrophes inside, up to 50. */
export const nameMask: Mask = {
  parse: (input) =>
    input
      .replace(/[^\p{L}\s'-]/gu, '')
      .replace(/\s+/g, ' ')
      .replace(/^\s/, '')
      .slice(0, 50),
  format: (value) => value,
  significant: /[\s\S]/,
  inputMode: 'text',
};

/** Income: 1–6 digits, not starting with 0. */
export const incomeMask: Mask = {
  parse: (input) => digits(input).replace(/^0+/, '').slice(0, 6),
  format: (value) => value,
  significant: /\d/,
  inputMode: 'numeric',
};

/** Finance (expenses, debts): up to 6 digits. */
export const financeMask: Mask = {
  parse: (input) => digits(input).slice(0, 6),
  format: (value) => value,
  significant: /\d/,
  inputMode: 'numeric',
};

/** Mexican mobile: 10 digits shown as `+52 (000) 000-0000`; a pasted +52 prefix is dropped. */
export const phoneMask: Mask = {
  parse: (input) => {
    let d = digits(input);
    if (input.trim().startsWith('+52') || (/^\s*52/.test(input) && d.length > 10)) d = d.slice(2);
    return d.slice(0, 10);
  },
  format: (value) => {
    if (value.length === 0) return '';
    const a = value.slice(0, 3);
    const b = value.slice(3, 6);
    const c = value.slice(6, 10);
    return `+52 (${a}${value.length > 3 ? `) ${b}` : ''}${value.length > 6 ? `-${c}` : ''}`;
  },
  significant: /\d/,
  prefix: '+52 (',
  inputMode: 'tel',
};

/**
 * Money a person types, in pesos and centavos: digits, the decimal dot and commas are kept as
 * typed (a decimal comma or a third decimal stays visible so the field can say what to fix),
 * anything else is dropped; shown after `$`. `parseMoneyInput` of @lender/i18n reads the value
 * into exact centavos (`'3,219.24'` → 321924).
 */
export const moneyMask: Mask = {
  parse: (input) =>
    input
      .replace(/[^\d.,]/g, '')
      .replace(/^0+(?=\d)/, '')
      .slice(0, 20),
  format: (value) => (value === '' ? '' : `$${value}`),
  significant: /[\d.,]/,
  inputMode: 'decimal',
};

/** An amount where the rules are whole pesos (the calculator's loan amount): digits after `$`. */
export const wholePesosMask: Mask = {
  parse: (input) =>
    digits(input)
      .replace(/^0+(?=\d)/, '')
      .slice(0, 9),
  format: (value) => (value === '' ? '' : `$${value}`),
  significant: /\d/,
  inputMode: 'numeric',
};

/** Bank card: 16 digits in groups of four. */
export const cardMask: Mask = {
  parse: (input) => digits(input).slice(0, 16),
  format: (value) => group(value, [4, 4, 4, 4], [' ', ' ', ' ']),
  significant: /\d/,
  inputMode: 'numeric',
};

/** CLABE: 18 digits grouped as bank, plaza, account and check digit. */
export const clabeMask: Mask = {
  parse: (input) => digits(input).slice(0, 18),
  format: (value) => group(value, [3, 3, 11, 1], [' ', ' ', ' ']),
  significant: /\d/,
  inputMode: 'numeric',
};

const CURP_SLOTS = [
  ...Array<RegExp>(4).fill(/[A-Z]/),
  ...Array<RegExp>(6).fill(/\d/),
  ...Array<RegExp>(6).fill(/[A-Z]/),
  /[A-Z0-9]/,
  /\d/,
];

/** CURP: uppercased; 4 letters, 6 digits, 6 letters, 1 letter or digit, 1 digit. */
export const curpMask: Mask = {
  parse: (input) => {
    let out = '';
    for (const char of input.toUpperCase().replace(/[^A-Z0-9Ñ]/g, '')) {
      const slot = CURP_SLOTS[out.length];
      if (!slot) break;
      if (slot.test(char)) out += char;
    }
    return out;
  },
  format: (value) => value,
  significant: /[A-Za-z0-9]/,
  inputMode: 'text',
};

/** Password: up to 24 letters and digits. */
export const passwordMask: Mask = {
  parse: (input) => input.replace(/[^A-Za-z0-9]/g, '').slice(0, 24),
  format: (value) => value,
  significant: /[A-Za-z0-9]/,
  inputMode: 'text',
};

/** SMS code: digits only, `length` of them. */
export function codeMask(length = 3): Mask {
  return {
    parse: (input) => digits(input).slice(0, length),
    format: (value) => value,
    significant: /\d/,
    inputMode: 'numeric',
  };
}

/** A date typed as `dd.mm.aaaa`; the stored value is the 8 digits `ddmmyyyy` while incomplete. */
export const dateMask: Mask = {
  parse: (input) => digits(input).slice(0, 8),
  format: (value) => group(value, [2, 2, 4], ['.', '.']),
  significant: /\d/,
  inputMode: 'numeric',
};

/** `ddmmyyyy` digits to an ISO `YYYY-MM-DD` calendar day, or null when not a real day. */
export function dateDigitsToIso(value: string): string | null {
  if (!/^\d{8}$/.test(value)) return null;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = Number(value.slice(4, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${value.slice(4, 8)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
}

/** ISO `YYYY-MM-DD` to the `ddmmyyyy` digits the date mask stores. */
export function isoToDateDigits(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}${match[2]}${match[1]}` : '';
}

/**
 * Where the caret goes after reformatting: after as many significant characters as were before
 * it in what the person typed.
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string, mask: Mask): number {
  const skip = (text: string) => (mask.prefix && text.startsWith(mask.prefix) ? mask.prefix.length : 0);
  let count = 0;
  for (const char of typed.slice(skip(typed), caret)) if (mask.significant.test(char)) count++;
  const start = skip(formatted);
  if (count === 0) return start;
  let seen = 0;
  for (let i = start; i < formatted.length; i++) {
    if (mask.significant.test(formatted[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}
