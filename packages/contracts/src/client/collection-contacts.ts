import * as z from 'zod';
import { IsoDateTimeSchema } from '../dates.js';
import { defineEndpoints } from '../endpoint.js';

const CLIENT = '/web/private/client';

// The catalogues of a collection contact, which the borrower reads too (so they live here, and the
// back-office's collections workspace imports them): words in `@lender/i18n`.

/** How a collector reached (or was reached by) the borrower. */
export const COLLECTION_CHANNELS = ['call', 'sms', 'email', 'whatsapp'] as const;
export const CollectionChannelSchema = z.enum(COLLECTION_CHANNELS).meta({ id: 'CollectionChannel' });
export type CollectionChannel = z.infer<typeof CollectionChannelSchema>;

/** `outbound`: we contacted the borrower; `inbound`: the borrower contacted us. */
export const CONTACT_DIRECTIONS = ['outbound', 'inbound'] as const;
export const ContactDirectionSchema = z.enum(CONTACT_DIRECTIONS).meta({ id: 'ContactDirection' });
export type ContactDirection = z.infer<typeof ContactDirectionSchema>;

/** What came of a contact. `promised` carries a promise to pay. */
export const CONTACT_RESULTS = ['reached', 'no_answer', 'wrong_number', 'refused', 'promised'] as const;
export const ContactResultSchema = z.enum(CONTACT_RESULTS).meta({ id: 'ContactResult' });
export type ContactResult = z.infer<typeof ContactResultSchema>;

/**
 * One collection contact as the borrower reads it ("Quién te contactó y cuándo"): when,
 * how, which way, the agent's code (never a name or e-mail), the template sent and the result (a
 * code; the site words it through `@lender/i18n`, `loan:contacts.result.*`).
 */
export const BorrowerContactSchema = z
  .object({
    id: z.number().int().positive(),
    loanId: z.number().int().positive(),
    contractNumber: z.string(),
    contactedAt: IsoDateTimeSchema,
    channel: CollectionChannelSchema,
    direction: ContactDirectionSchema,
    /** `AG-0007`: the agent's code, which the UNE reads back to the agent. */
    agentCode: z.string(),
    template: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
    result: ContactResultSchema,
  })
  .meta({ id: 'BorrowerContact' });
export type BorrowerContact = z.infer<typeof BorrowerContactSchema>;
export const BorrowerContactListSchema = z.array(BorrowerContactSchema).meta({ id: 'BorrowerContactList' });

/** The borrower's log of every collection contact on their loans, newest first. */
export const clientCollectionContactEndpoints = defineEndpoints('client', {
  collectionContacts: {
    method: 'get',
    path: `${CLIENT}/collection-contacts`,
    access: 'client',
    origin: 'extension',
    tag: 'Client: loan',
    summary: "Every collection contact on the borrower's loans (time, channel, agent code, template, result)",
    request: {},
    response: BorrowerContactListSchema,
  },
});
