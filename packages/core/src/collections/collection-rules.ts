import type { Database } from '@lender/db';
import { z } from 'zod';
import { type ContactWindowRules, DEFAULT_CONTACT_WINDOW } from '../calendar/contact-window';
import { readSetting, writeSetting } from '../catalog/settings';
import { CoreError } from '../errors/core-error';

/**
 * The rules of collections (issue 38, ADR 137, 138), configurable through the `collections` row of
 * `settings` (any part left out keeps its default):
 *
 * - `window`: when a collection contact may be made (ADR 132: Monday to Friday 07:00–22:00 in
 *   Mexico City, closed weekends and holidays);
 * - `contactsPerDay` / `contactsPerWeek`: the most outbound collection contacts per loan in one
 *   Mexico City day (3, the issue) and in the last seven days (7, ADR 137);
 * - `promise`: what a borrower may promise on the site — a date at most `maxDaysAhead` days ahead
 *   (15) and at least `minAmountCentavos` (100 pesos, or the whole balance when less) (ADR 138).
 */
export interface CollectionRules {
  readonly window: ContactWindowRules;
  readonly contactsPerDay: number;
  readonly contactsPerWeek: number;
  readonly promise: { readonly maxDaysAhead: number; readonly minAmountCentavos: number };
}

export const DEFAULT_COLLECTION_RULES: CollectionRules = {
  window: DEFAULT_CONTACT_WINDOW,
  contactsPerDay: 3,
  contactsPerWeek: 7,
  promise: { maxDaysAhead: 15, minAmountCentavos: 100_00 },
};

/** The `settings` key of the collection rules. */
export const COLLECTIONS_SETTING_KEY = 'collections';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const hours = z.object({ from: hhmm, to: hhmm }).nullable();

/**
 * The widest hours any source allows (regulation-2026.md, "Collections"): Monday to Friday
 * 07:00–22:00, weekends at most 09:00–14:00 (the looser source), never on a holiday. A setting may
 * narrow them, never widen them (a row that does is ignored, like any invalid row).
 */
export const LEGAL_CONTACT_HOURS: ContactWindowRules = {
  weekdays: { from: '07:00', to: '22:00' },
  saturday: { from: '09:00', to: '14:00' },
  sunday: { from: '09:00', to: '14:00' },
  holidays: null,
};

const windowDays = ['weekdays', 'saturday', 'sunday', 'holidays'] as const;
const windowOverride = z
  .object({ weekdays: hours, saturday: hours, sunday: hours, holidays: hours })
  .partial()
  .superRefine((window, issues) => {
    for (const day of windowDays) {
      const asked = window[day];
      if (!asked) continue;
      const legal = LEGAL_CONTACT_HOURS[day];
      if (legal && asked.from >= legal.from && asked.to <= legal.to) continue;
      issues.addIssue({
        code: 'custom',
        path: [day, legal && asked.from >= legal.from ? 'to' : 'from'],
        message: legal
          ? `Collection contacts on ${day} are allowed from ${legal.from} to ${legal.to} at most.`
          : `No collection contact is allowed on ${day}.`,
      });
    }
  });

/** An operator's override of the rules: every part optional. */
export const CollectionRulesOverrideSchema = z.object({
  window: windowOverride.optional(),
  contactsPerDay: z.number().int().min(1).max(20).optional(),
  contactsPerWeek: z.number().int().min(1).max(100).optional(),
  promise: z
    .object({
      maxDaysAhead: z.number().int().min(1).max(60),
      minAmountCentavos: z.number().int().min(1),
    })
    .partial()
    .optional(),
});
export type CollectionRulesOverride = z.infer<typeof CollectionRulesOverrideSchema>;

/**
 * The rules in force: the defaults under the `collections` setting (an invalid row is ignored). Its
 * `window` is the one source of contact hours: collection contacts and borrower notices (through the
 * port `core.ts` wires, ADR 177) both obey it.
 */
export async function readCollectionRules(db: Database): Promise<CollectionRules> {
  const override = (await readSetting(db, COLLECTIONS_SETTING_KEY, CollectionRulesOverrideSchema)) ?? {};
  const base = DEFAULT_COLLECTION_RULES;
  return {
    window: { ...base.window, ...override.window },
    contactsPerDay: override.contactsPerDay ?? base.contactsPerDay,
    contactsPerWeek: override.contactsPerWeek ?? base.contactsPerWeek,
    promise: { ...base.promise, ...override.promise },
  };
}

/**
 * The override that stores a whole set of rules: only what differs from the defaults (a value equal
 * to its default follows it), validated.
 */
export function collectionRulesOverride(rules: CollectionRules): CollectionRulesOverride {
  const base = DEFAULT_COLLECTION_RULES;
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const days = ['weekdays', 'saturday', 'sunday', 'holidays'] as const;
  const window = Object.fromEntries(
    days.filter((day) => differs(rules.window[day], base.window[day])).map((day) => [day, rules.window[day]]),
  );
  const promise = {
    ...(differs(rules.promise.maxDaysAhead, base.promise.maxDaysAhead) && {
      maxDaysAhead: rules.promise.maxDaysAhead,
    }),
    ...(differs(rules.promise.minAmountCentavos, base.promise.minAmountCentavos) && {
      minAmountCentavos: rules.promise.minAmountCentavos,
    }),
  };
  return checkedOverride(
    {
      ...(Object.keys(window).length > 0 && { window }),
      ...(differs(rules.contactsPerDay, base.contactsPerDay) && { contactsPerDay: rules.contactsPerDay }),
      ...(differs(rules.contactsPerWeek, base.contactsPerWeek) && {
        contactsPerWeek: rules.contactsPerWeek,
      }),
      ...(Object.keys(promise).length > 0 && { promise }),
    },
    'rules',
  );
}

/** The override validated, else 400 `invalid_value` with one violation per field (`rules.window.weekdays.from`). */
function checkedOverride(value: unknown, field?: string): CollectionRulesOverride {
  const parsed = CollectionRulesOverrideSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CoreError('invalid_value', {
    message: 'The collection rules are out of bounds.',
    violations: parsed.error.issues.map((issue) => ({
      field: [...(field ? [field] : []), ...issue.path.map(String)],
      code: 'invalid_value',
      message: issue.message,
    })),
  });
}

/**
 * The rules as the back-office's settings edit them (ADR 170), handed to it as a port in `core.ts`
 * (collections sits above back-office).
 */
export const COLLECTION_RULES_SETTING = {
  key: COLLECTIONS_SETTING_KEY,
  defaults: DEFAULT_COLLECTION_RULES,
  read: readCollectionRules,
  overrideOf: collectionRulesOverride,
} as const;

/** Stores an override of the rules (validated; throws on invalid input). */
export async function writeCollectionRules(db: Database, override: CollectionRulesOverride): Promise<void> {
  await writeSetting(db, COLLECTIONS_SETTING_KEY, CollectionRulesOverrideSchema, checkedOverride(override));
}
