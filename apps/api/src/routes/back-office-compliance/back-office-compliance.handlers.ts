import { backOfficeComplianceEndpoints as e } from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { backOffice } = useCases;

// Issue 50: the PLD officer's watch lists, matches, alerts and reports (anti-money-laundering), and
// the thresholds, changed by two compliance officers with their history (ADR 317), and the release
// of a payout hold by two officers (ADR 327); each endpoint
// answered by the use case of its name.
export const backOfficeComplianceRouter = useCaseRouter([
  useCaseRoute(e.watchlists, backOffice.watchlists),
  useCaseRoute(e.importWatchlist, backOffice.importWatchlist),
  useCaseRoute(e.confirmWatchlist, backOffice.confirmWatchlist),
  useCaseRoute(e.amlMatches, backOffice.amlMatches),
  useCaseRoute(e.clearAmlMatch, backOffice.clearAmlMatch),
  useCaseRoute(e.completeDueDiligence, backOffice.completeDueDiligence),
  useCaseRoute(e.amlAlerts, backOffice.amlAlerts),
  useCaseRoute(e.raiseAmlAlert, backOffice.raiseAmlAlert),
  useCaseRoute(e.decideAmlAlert, backOffice.decideAmlAlert),
  useCaseRoute(e.reviewAmlDecision, backOffice.reviewAmlDecision),
  useCaseRoute(e.requestPayoutHoldRelease, backOffice.requestPayoutHoldRelease),
  useCaseRoute(e.reviewPayoutHoldRelease, backOffice.reviewPayoutHoldRelease),
  useCaseRoute(e.produceAmlReport, backOffice.produceAmlReport),
  useCaseRoute(e.amlSettings, backOffice.amlSettings),
  useCaseRoute(e.requestAmlSettings, backOffice.requestAmlSettings),
]);
