import * as z from 'zod';
import { nullable } from '../internal/nullable.js';
import { LoanDocumentSchema } from './documents.js';
import { SavedCardSchema } from './payments.js';
import { ClientConsentSchema } from './records.js';
import { ReferralListSchema } from './referrals.js';

// The borrower's profile page in one read: the consents, documents, referrals and card on file in one
// answer instead of four (the personal data is the session's profile, read once per render).

/** `GET profile-page`: what `/profile` shows besides the session's profile. */
export const ProfilePageSchema = z
  .object({
    /** The consents given with their moments, oldest first (`client.consents`). */
    consents: z.array(ClientConsentSchema),
    /** The documents signed or given with a loan (`client.documentList`), newest first. */
    documents: z.array(LoanDocumentSchema),
    /** The invitations sent, newest first, brought up to date (`client.referrals`). */
    referrals: ReferralListSchema,
    /** The newest active card on file (`client.savedCards`), null without one. */
    card: nullable(SavedCardSchema),
  })
  .meta({ id: 'ProfilePage' });
export type ProfilePage = z.infer<typeof ProfilePageSchema>;
