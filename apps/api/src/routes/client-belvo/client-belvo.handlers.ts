import { clientLendingEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client } = useCases;

// Spec §7 Bank link (/belvo): widget token, store the link, skip (ADR 025).
export const clientBelvoRouter = useCaseRouter([
  useCaseRoute(e.belvoAccessToken, client.belvoAccessToken),
  useCaseRoute(e.belvoStoreLink, client.belvoStoreLink),
  useCaseRoute(e.belvoSkip, client.belvoSkip),
]);
