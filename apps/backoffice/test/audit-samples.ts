import {
  AUDIT_CODE_LISTS,
  AUDIT_FIELDS,
  type AuditAction,
  type AuditCodeKind,
  type AuditFieldShape,
  type AuditFieldTable,
} from '@lender/contracts';

// Audit entries of every action with a value of every kind, made from the declaration the writers
// are typed by (`AUDIT_FIELDS`, issue 48), for the audit table's unit test and the browser suite: a
// field or a code added there is in these entries with nothing to change here.

/** The user every sample id of a user names, with the name the API would send. */
export const SAMPLE_USER = { id: 7, name: 'Ana Pérez' };

/** How many entries an action needs so that each of its codes is shown once. */
export function variantsOf(action: AuditAction): number {
  let most = 1;
  const walk = (table: AuditFieldTable) => {
    for (const shape of Object.values(table)) {
      if (typeof shape === 'object') walk('fields' in shape ? shape.fields : shape.changesOf);
      else if (shape.startsWith('code:'))
        most = Math.max(most, AUDIT_CODE_LISTS[shape.slice(5) as AuditCodeKind].length);
    }
  };
  walk(AUDIT_FIELDS[action].fields);
  return most;
}

/**
 * A value of `shape`, the `variant`-th of its kind (codes in turn): money as the API sends it
 * (`{ amount, currency }`) or as core stores it (`{ centavos, currency }`).
 */
export function sampleValue(shape: AuditFieldShape, variant: number, money: 'api' | 'stored'): unknown {
  if (typeof shape === 'object') {
    const table = 'fields' in shape ? shape.fields : shape.changesOf;
    if ('changesOf' in shape)
      return Object.entries(table).map(([field, inner]) => ({
        field,
        before: sampleValue(inner, variant, money),
        after: sampleValue(inner, variant + 1, money),
      }));
    // Every other variant names the fields (what a pricing approval applied) instead of valuing them.
    if (variant % 2 === 1) return Object.keys(table);
    return Object.fromEntries(
      Object.entries(table).map(([field, inner]) => [field, sampleValue(inner, variant, money)]),
    );
  }
  if (shape.startsWith('code:')) {
    const codes = AUDIT_CODE_LISTS[shape.slice(5) as AuditCodeKind];
    return codes[variant % codes.length];
  }
  if (shape.startsWith('id:')) return shape === 'id:user' ? SAMPLE_USER.id : 40 + variant;
  switch (shape) {
    case 'money':
      return money === 'api'
        ? { amount: 1234.5 + variant, currency: 'MXN' }
        : { centavos: 123_450 + variant * 100, currency: 'MXN' };
    case 'centavos':
      return 150_000 + variant * 100;
    case 'bps':
      return 80 + variant;
    case 'percent':
      return 20 + variant;
    case 'share':
      return 0.0325 + variant / 10_000;
    case 'count':
    case 'days':
      return 3 + variant;
    case 'date':
      return `2026-11-${String(10 + (variant % 20)).padStart(2, '0')}`;
    case 'instant':
      return `2026-11-${String(10 + (variant % 20)).padStart(2, '0')}T18:30:00.000Z`;
    case 'boolean':
      return variant % 2 === 0;
    case 'text':
      return `UNE-2026-00000${variant % 10}`;
    case 'hours':
      return variant % 2 === 0 ? { from: '07:00', to: '22:00' } : null;
    case 'bank':
      return ['002', '012', '014'][variant % 3];
    case 'record':
      return variant % 2 === 0 ? `loan:${40 + variant}` : 'settings:product';
  }
}

/** The stored form of an action (`application.status` is stored with the status it moved to). */
export function storedAction(action: AuditAction): string {
  return action === 'application.status' ? 'application.status.14' : action;
}

/** Every variant of every action: its `before` and `after`, each field of the action in both. */
export function sampleEntries(money: 'api' | 'stored') {
  return (Object.keys(AUDIT_FIELDS) as AuditAction[]).flatMap((action) => {
    const { entity, fields } = AUDIT_FIELDS[action];
    return Array.from({ length: variantsOf(action) }, (_, variant) => ({
      action,
      stored: storedAction(action),
      entity,
      variant,
      before: Object.fromEntries(
        Object.entries(fields).map(([field, shape]) => [field, sampleValue(shape, variant + 1, money)]),
      ),
      after: Object.fromEntries(
        Object.entries(fields).map(([field, shape]) => [field, sampleValue(shape, variant, money)]),
      ),
    }));
  });
}

/**
 * Text that is a code, not words: snake_case, camelCase, a dotted code or message key (not the
 * domain of an e-mail), or the words a screen shows for a code it has no words for.
 */
export const RAW_CODE =
  /\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\b(?<!@)[a-z]+\.[a-z_]+[A-Za-z_.]*\b|backoffice:|dato inválido|invalid data/;
