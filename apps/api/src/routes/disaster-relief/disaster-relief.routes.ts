import { backOfficeDisasterZoneEndpoints as e, clientReliefEndpoints as r } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 52: declared disaster zones (back office) and the borrower's deferral on `/profile/my-loan`.
export const disasterZones = endpointRoute(e.disasterZones);
export const declareDisasterZone = endpointRoute(e.declareDisasterZone);
export const endDisasterZone = endpointRoute(e.endDisasterZone);
export const reliefDeferral = endpointRoute(r.reliefDeferral);
export const takeReliefDeferral = endpointRoute(r.takeReliefDeferral);
