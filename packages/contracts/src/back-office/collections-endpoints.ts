import { EmptySchema } from '../auth.js';
import { defineEndpoints } from '../endpoint.js';
import {
  CollectionCaseSchema,
  CollectionClaimRequestSchema,
  CollectionClaimSchema,
  CollectionContactSchema,
  CollectionNoteRequestSchema,
  CollectionQueueQuerySchema,
  CollectionQueueSchema,
  ContactLogExportQuerySchema,
  LogContactRequestSchema,
} from './collections.js';
import { CsvFileSchema } from './lists.js';
import { LoanIdParamsSchema } from './operations.js';

const COLLECTIONS = '/web/private/back-office/collections';
const common = { access: 'user', origin: 'operations', tag: 'Back-office' } as const;

/** The collections workspace (queue, case, contact log, promises, the regulator's exports). */
export const backOfficeCollectionsEndpoints = defineEndpoints('backOffice', {
  collectionsQueue: {
    ...common,
    permission: 'collections.read',
    method: 'get',
    path: `${COLLECTIONS}/queue`,
    summary: 'Overdue loans by bucket, sortable by days past due and balance, with who works each',
    request: { query: CollectionQueueQuerySchema },
    response: CollectionQueueSchema,
    paginated: true,
  },
  collectionsCase: {
    ...common,
    permission: 'collections.read',
    method: 'get',
    path: `${COLLECTIONS}/cases/:id`,
    summary:
      "An overdue loan's case: balance, payments, contacts, promises, notes, the borrower's own phone and e-mail",
    request: { params: LoanIdParamsSchema },
    response: CollectionCaseSchema,
    errors: ['not_found'],
  },
  collectionsClaim: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: `${COLLECTIONS}/cases/:id/claim`,
    summary: 'Claim an overdue loan (others see who works on it); `takeOver` takes it from another',
    request: { params: LoanIdParamsSchema, body: CollectionClaimRequestSchema },
    response: CollectionClaimSchema,
    errors: ['not_found', 'invalid_transition', 'already_claimed'],
  },
  collectionsRelease: {
    ...common,
    permission: 'collections.work',
    method: 'delete',
    path: `${COLLECTIONS}/cases/:id/claim`,
    summary: "Release one's own claim on an overdue loan",
    request: { params: LoanIdParamsSchema },
    response: EmptySchema,
  },
  collectionsLogContact: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: `${COLLECTIONS}/cases/:id/contacts`,
    summary:
      "Log a contact with the borrower (inside the contact window, under the caps, to the borrower's own phone or e-mail)",
    request: { params: LoanIdParamsSchema, body: LogContactRequestSchema },
    response: CollectionContactSchema,
    successStatus: 201,
    errors: [
      'not_found',
      'invalid_transition',
      'already_claimed',
      'outside_contact_window',
      'contact_limit_reached',
      'contact_not_allowed',
      'contact_not_verified',
      'contact_needs_reverification',
      'free_text_not_allowed',
      'template_not_approved',
      'required',
      'too_small',
      'too_big',
    ],
  },
  collectionsAddNote: {
    ...common,
    permission: 'collections.work',
    method: 'post',
    path: `${COLLECTIONS}/cases/:id/notes`,
    summary: 'Add a note to a case',
    request: { params: LoanIdParamsSchema, body: CollectionNoteRequestSchema },
    response: EmptySchema,
    successStatus: 201,
    errors: ['not_found'],
  },
  exportContactLog: {
    ...common,
    permission: ['collections.read', 'lists.export'],
    method: 'get',
    path: `${COLLECTIONS}/contacts/export`,
    summary:
      "The month's collection contact log (REDECO-style CSV): date, time, channel, collector, result, loan, amount owed",
    request: { query: ContactLogExportQuerySchema },
    response: CsvFileSchema,
    responseContentType: 'text/csv',
  },
  exportCollectors: {
    ...common,
    permission: ['collections.read', 'lists.export'],
    method: 'get',
    path: `${COLLECTIONS}/collectors/export`,
    summary: 'The collectors (CSV): every back-office user who may contact borrowers, with name and e-mail',
    request: {},
    response: CsvFileSchema,
    responseContentType: 'text/csv',
  },
});
