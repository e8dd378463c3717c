import { backOfficeListEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 16 (ADR 057): the outbox retry. The lists and their CSV exports are read models
// (`back-office-reads`, ADR 152).
export const backOfficeListsRouter = useCaseRouter([useCaseRoute(e.retryMessage, backOffice.retryMessage)]);
