import { backOfficeComplianceEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 50: the PLD officer's watch lists, matches, alerts and reports (anti-money-laundering).
export const watchlists = endpointRoute(e.watchlists);
export const importWatchlist = endpointRoute(e.importWatchlist);
export const confirmWatchlist = endpointRoute(e.confirmWatchlist);
export const amlMatches = endpointRoute(e.amlMatches);
export const clearAmlMatch = endpointRoute(e.clearAmlMatch);
export const completeDueDiligence = endpointRoute(e.completeDueDiligence);
export const amlAlerts = endpointRoute(e.amlAlerts);
export const raiseAmlAlert = endpointRoute(e.raiseAmlAlert);
export const decideAmlAlert = endpointRoute(e.decideAmlAlert);
export const reviewAmlDecision = endpointRoute(e.reviewAmlDecision);
export const produceAmlReport = endpointRoute(e.produceAmlReport);
// The thresholds, changed by two compliance officers, with their history (ADR 317).
export const amlSettings = endpointRoute(e.amlSettings);
export const requestAmlSettings = endpointRoute(e.requestAmlSettings);
