import { banks } from '@lender/clabe';
import {
  AUDIT_REASON_CODES,
  type AuditCodeKind,
  type AuditEntry,
  type AuditFieldShape,
  type AuditFieldTable,
  type AuditIdKind,
  auditShapeOf,
  DECISION_REASON_CODES,
} from '@lender/contracts';
import type { MessageKey, Translate } from '@lender/i18n';
import { formatDate, formatMoney, formatPercent, formatPesos } from '@lender/i18n';
import { dateTime } from '../format';
import { CODE_WORDS } from './audit-code-words';
import { type CodeFamily, codeWords } from './codes';
import { changeSubject } from './scorecard-words';

/**
 * An audit entry in words (issue 48), every field and value through the kind `AUDIT_FIELDS` of
 * `@lender/contracts` declares for its action: money as money, dates as dates, codes in the words
 * the screens use, ids as the records they name. Something the declaration does not know (an entry
 * older than it, a newer API) still reads as well as it can and comes back `known: false`, which the
 * table marks and the tests fail on.
 */

/** Words of a field or a value; `href` when it names a record with a page. */
export interface AuditWords {
  text: string;
  href?: string;
  /** False when the declaration has no words for it: shown as best we can, marked for the tests. */
  known: boolean;
}

/** The pages of the records an id names (`loanId` → `/loans/3`). */
const ID_PAGES: Partial<Record<AuditIdKind, string>> = { client: '/clients', loan: '/loans', user: '/users' };
/** The pages of audited records (the entry's own record, what an approval is about). */
export const RECORD_PAGES: Record<string, string> = {
  client: '/clients',
  loan: '/loans',
  user: '/users',
  complaint: '/complaints',
  arco_request: '/privacy',
  settlement_import: '/reconciliation',
};

/** `t(key)`, or undefined when there are no such words (i18next answers the key itself). */
function wordsAt(t: Translate, key: string): string | undefined {
  const text = t(key as MessageKey);
  return text === key || text === key.slice(key.indexOf(':') + 1) || text === '' ? undefined : text;
}

const known = (text: string, href?: string): AuditWords =>
  href ? { text, href, known: true } : { text, known: true };
const unknown = (text: string): AuditWords => ({ text, known: false });

/** A name of a field spelled out (`someNewField` → "Some new field"): a last resort, marked unknown. */
function spelled(field: string): string {
  const words = field
    .replace(/Centavos$/, '')
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The shape of the value at `path` of an action's entry (`['pricing', 'fees', 'serviceFee']`). */
function shapeAt(action: string, path: readonly string[]): AuditFieldShape | undefined {
  let table: AuditFieldTable | undefined = auditShapeOf(action)?.fields;
  let shape: AuditFieldShape | undefined;
  for (const part of path) {
    shape = table && Object.hasOwn(table, part) ? table[part] : undefined;
    if (shape === undefined) return undefined;
    table = typeof shape === 'object' ? ('fields' in shape ? shape.fields : shape.changesOf) : undefined;
  }
  return shape;
}

/**
 * A field's words, if it has any: a top-level field's words for its kind of record (`fieldsOf.<entity>`),
 * a nested field's words under its parent (`fields.window.weekdays`), else the field's shared words.
 */
function fieldText(t: Translate, entity: string | undefined, path: readonly string[]): string | undefined {
  const field = path.at(-1) ?? '';
  const candidates = [
    ...(path.length === 1 && entity ? [`backoffice:auditWords.fieldsOf.${entity}.${field}`] : []),
    ...(path.length > 1 ? [`backoffice:auditWords.fields.${path.at(-2)}.${field}`] : []),
    `backoffice:auditWords.fields.${field}`,
  ];
  for (const key of candidates) {
    const text = wordsAt(t, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A field's name (`path`: the field, then the keys inside it); unknown when not declared. */
export function auditFieldWords(t: Translate, action: string, path: readonly string[]): AuditWords {
  const text = fieldText(t, auditShapeOf(action)?.entity, path);
  if (text === undefined) return unknown(spelled(path.at(-1) ?? ''));
  return { text, known: shapeAt(action, path) !== undefined };
}

/** A code in words: its family's, or "dato inválido" (never the code) when it has none. */
function codeText(t: Translate, kind: AuditCodeKind, code: unknown): AuditWords {
  if (typeof code !== 'string' && typeof code !== 'number') return unknown(t('backoffice:invalid.cell'));
  if (kind === 'auditedField') {
    const text = fieldText(t, undefined, [String(code)]);
    return text === undefined ? unknown(spelled(String(code))) : known(text);
  }
  const where = CODE_WORDS[kind];
  if (!where.includes(':')) {
    const text = codeWords.of(t, where as CodeFamily, code);
    return text === t('backoffice:invalid.cell') ? unknown(text) : known(text);
  }
  const text = wordsAt(t, `${where}.${code}`);
  return text === undefined ? unknown(t('backoffice:invalid.cell')) : known(text);
}

/** An id a field names: a user by name, a record with a page as a link, anything else `#N`. */
function idText(kind: AuditIdKind, id: unknown, userNames: Readonly<Record<string, string>>, t: Translate) {
  if (typeof id !== 'number' && typeof id !== 'string') return unknown(t('backoffice:invalid.cell'));
  const page = ID_PAGES[kind];
  const href = page ? `${page}/${id}` : undefined;
  if (kind === 'user') {
    const name = userNames[String(id)];
    return known(name ?? t('backoffice:auditWords.actors.unknownUser', { id }), href);
  }
  return known(`#${id}`, href);
}

function isMoney(value: unknown): value is { amount: number; currency: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { amount?: unknown }).amount === 'number' &&
    typeof (value as { currency?: unknown }).currency === 'string'
  );
}

/** A value of a format (`money`, `date`, …); a value not of its format reads "dato inválido". */
function formatText(t: Translate, format: string, value: unknown): AuditWords {
  const invalid = unknown(t('backoffice:invalid.cell'));
  const number = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  switch (format) {
    case 'money':
      return isMoney(value) ? known(formatPesos(value.amount)) : invalid;
    case 'centavos':
      return number === undefined ? invalid : known(formatMoney(number));
    case 'bps':
      return number === undefined ? invalid : known(formatPercent(number / 100, { decimals: 2 }));
    case 'percent':
      return number === undefined ? invalid : known(formatPercent(number, { decimals: 0 }));
    case 'share':
      return number === undefined ? invalid : known(formatPercent(number * 100, { decimals: 2 }));
    case 'count':
      return number === undefined ? invalid : known(String(number));
    case 'days':
      return number === undefined
        ? invalid
        : known(t('backoffice:settings.rules.dayCount', { count: number }));
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? known(formatDate(value))
        : invalid;
    case 'instant':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? known(dateTime(value)) : invalid;
    case 'boolean':
      return typeof value === 'boolean'
        ? known(t(value ? 'backoffice:app.yes' : 'backoffice:app.no'))
        : invalid;
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? known(String(value)) : invalid;
    case 'hours': {
      const hours = value as { from?: unknown; to?: unknown };
      return typeof hours?.from === 'string' && typeof hours.to === 'string'
        ? known(t('backoffice:settings.rules.hours', { from: hours.from, to: hours.to }))
        : invalid;
    }
    case 'bank': {
      const bank = banks.find((candidate) => candidate.code === value);
      return bank ? known(`${bank.name} (${bank.code})`) : invalid;
    }
    case 'record': {
      const [kind = '', id] = String(value).split(':');
      const name = codeWords.of(t, 'auditEntity', kind);
      if (name === t('backoffice:invalid.cell')) return invalid;
      const numbered = id !== undefined && /^\d+$/.test(id);
      const page = RECORD_PAGES[kind];
      return known(numbered ? `${name} ${id}` : name, numbered && page ? `${page}/${id}` : undefined);
    }
    default:
      return invalid;
  }
}

/**
 * A rule change's field with what it is about when it names it (a scorecard's band, or its
 * characteristic and bin: `Puntos, Ingreso mensual: menos de $8,425.35`); unknown when that has no words.
 */
function aboutWords(t: Translate, field: AuditWords, change: object): AuditWords {
  if (!('band' in change) && !('characteristic' in change)) return field;
  const about = changeSubject(t, field.text, change);
  return about === undefined ? unknown(field.text) : { text: about, known: field.known };
}

/** Several words in one: a list's, an object's fields'. Unknown if any part is. */
function joined(parts: readonly AuditWords[], separator: string): AuditWords {
  return { text: parts.map((part) => part.text).join(separator), known: parts.every((part) => part.known) };
}

/**
 * A value of an entry in words: `path` is the field, then the keys inside it; `userNames` the names
 * the API sent for the users the entry names.
 */
export function auditValueWords(
  t: Translate,
  action: string,
  path: readonly string[],
  value: unknown,
  userNames: Readonly<Record<string, string>> = {},
): AuditWords {
  if (value === null || value === undefined || value === '') return known('—');
  // Masked when stored (ADR 225: a key naming a secret, whatever its kind): said so, whatever its kind.
  if (value === '[redacted]') return known(t('backoffice:auditWords.redacted'));
  const shape = shapeAt(action, path);
  if (shape === undefined) return { ...undeclaredValue(t, value), known: false };
  if (typeof shape === 'object' && 'changesOf' in shape) {
    const changes = Array.isArray(value)
      ? (value as { field?: unknown; before?: unknown; after?: unknown }[])
      : [];
    return joined(
      changes.map((change) => {
        const at = [...path, String(change.field)];
        const parts = [
          aboutWords(t, auditFieldWords(t, action, at), change),
          auditValueWords(t, action, at, change.before, userNames),
          auditValueWords(t, action, at, change.after, userNames),
        ] as const;
        return {
          text: t('backoffice:settings.rules.change', {
            field: parts[0].text,
            before: parts[1].text,
            after: parts[2].text,
          }),
          known: parts.every((part) => part.known),
        };
      }),
      '; ',
    );
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => auditValueWords(t, action, path, item, userNames));
    return joined(
      items,
      typeof shape === 'object' && value.some((item) => typeof item === 'object') ? ' | ' : ', ',
    );
  }
  if (typeof shape === 'object') {
    // A name of one of the object's fields (what a pricing approval applied), or the object itself.
    if (typeof value === 'string') return auditFieldWords(t, action, [...path, value]);
    if (typeof value !== 'object') return unknown(t('backoffice:invalid.cell'));
    return joined(
      Object.entries(value).map(([key, inner]) => {
        const label = auditFieldWords(t, action, [...path, key]);
        const words = auditValueWords(t, action, [...path, key], inner, userNames);
        return { text: `${label.text}: ${words.text}`, known: label.known && words.known };
      }),
      '; ',
    );
  }
  if (shape.startsWith('code:')) return codeText(t, shape.slice(5) as AuditCodeKind, value);
  if (shape.startsWith('id:')) return idText(shape.slice(3) as AuditIdKind, value, userNames, t);
  return formatText(t, shape, value);
}

/** A value no declaration names (an older entry): money, yes/no, dates and text as they are. */
function undeclaredValue(t: Translate, value: unknown): { text: string } {
  if (isMoney(value)) return { text: formatPesos(value.amount) };
  if (typeof value === 'boolean') return { text: t(value ? 'backoffice:app.yes' : 'backoffice:app.no') };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return { text: formatDate(text) };
  return { text };
}

/** Who acted: "Ana Pérez · Agente" (a link to the user), the borrower by name, the system. */
export function auditActorWords(t: Translate, actor: AuditEntry['actor']): AuditWords {
  if (actor.type === 'system' || actor.id === null) return known(t('backoffice:auditWords.actors.system'));
  if (actor.type === 'client') {
    const href = `/clients/${actor.id}`;
    return actor.name
      ? known(t('backoffice:auditWords.actors.client', { name: actor.name }), href)
      : known(t('backoffice:auditWords.actors.unknownClient', { id: actor.id }), href);
  }
  const href = `/users/${actor.id}`;
  if (!actor.name) return known(t('backoffice:auditWords.actors.unknownUser', { id: actor.id }), href);
  return actor.role
    ? known(
        t('backoffice:auditWords.actors.person', {
          name: actor.name,
          role: codeWords.of(t, 'role', actor.role),
        }),
        href,
      )
    : known(actor.name, href);
}

/**
 * An entry's reason: a person's as they wrote it; the system's codes (the engine's reasons, joined
 * by commas, and the jobs' own) in words.
 */
export function auditReasonWords(t: Translate, reason: string): string {
  const codes = reason.split(',');
  if (!codes.every((code) => (AUDIT_REASON_CODES as readonly string[]).includes(code))) return reason;
  return codes
    .map((code) =>
      (DECISION_REASON_CODES as readonly string[]).includes(code)
        ? codeWords.of(t, 'decisionReason', code)
        : t(`backoffice:auditWords.reasons.${code}` as MessageKey),
    )
    .join('; ');
}
