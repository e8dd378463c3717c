import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant, references } from './columns';

/**
 * The consents a client gave at registration (terms, privacy notice, the credit-bureau
 * authorization, the voluntary marketing purposes of the privacy notice), one row each with the
 * moment it was given: the profile shows them again (issue 15). Direct-debit authorizations keep
 * their own table (`direct_debit_consents`).
 */
export const clientConsents = pgTable(
  'client_consents',
  {
    id: serial().primaryKey(),
    clientId: references(() => clients.id, 'cascade'),
    kind: text({
      enum: ['terms_and_conditions', 'privacy_notice', 'credit_bureau', 'marketing', 'behavioural_scoring'],
    }).notNull(),
    accepted: boolean().notNull(),
    givenAt: instant().notNull(),
    /**
     * The version of the text accepted (terms, privacy notice, credit-bureau authorization): the
     * date it was last changed, `YYYY-MM-DD`; null for consents given before versions were kept.
     * A withdrawal is a row of its own (`accepted` false) with the version in force then.
     */
    version: text(),
  },
  (t) => [index('client_consents_client_idx').on(t.clientId)],
);
