import {
  backOfficeContactTemplateEndpoints as bo,
  clientCollectionContactEndpoints as mine,
  publicContactCheckEndpoints as pub,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

// Issue 66 (ADR 326): contacts only the borrower, and the borrower sees every contact — the
// borrower's contact log, the public "¿Somos nosotros?" check, and the library of collection
// templates under maker-checker. Each endpoint answered by the use case of its name.
export const collectionContactsRouter = useCaseRouter([
  useCaseRoute(mine.collectionContacts, client.collectionContacts),
  useCaseRoute(pub.contactCheck, useCases.public.contactCheck),
  useCaseRoute(bo.contactTemplates, backOffice.contactTemplates),
  useCaseRoute(bo.requestContactTemplate, backOffice.requestContactTemplate),
]);
