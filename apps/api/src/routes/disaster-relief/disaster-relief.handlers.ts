import { backOfficeDisasterZoneEndpoints as e, clientReliefEndpoints as r } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice, client } = useCases;

// Issue 52: declared disaster zones (back office) and the borrower's deferral on `/profile/my-loan`.
export const disasterReliefRouter = useCaseRouter([
  useCaseRoute(e.disasterZones, backOffice.disasterZones),
  useCaseRoute(e.declareDisasterZone, backOffice.declareDisasterZone),
  useCaseRoute(e.endDisasterZone, backOffice.endDisasterZone),
  useCaseRoute(r.reliefDeferral, client.reliefDeferral),
  // The consent's evidence: the browser's address (the site forwards it) and its user agent.
  useCaseRoute(r.takeReliefDeferral, client.takeReliefDeferral),
]);
