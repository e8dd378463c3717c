import {
  clientCollectorEndpoints as collector,
  backOfficeFeaturesEndpoints as features,
} from '@lender/contracts';
import { useCases } from '@lender/core';
import { useCaseRoute, useCaseRouter } from '../../http/use-case-route';

const { client, backOffice } = useCases;

// Issue 18: our side of the scoring session. The borrower's site ties its reference number to the
// client; the back office reads a client's features screen, a dataset's features and a client's
// datasets.
export const collectorDatasetsRouter = useCaseRouter([
  useCaseRoute(collector.collectorSessionLink, client.collectorSessionLink),
  useCaseRoute(features.clientFeatures, backOffice.clientFeatures),
  useCaseRoute(features.collectorDataset, backOffice.collectorDataset),
  useCaseRoute(features.clientCollectorDatasets, backOffice.clientCollectorDatasets),
]);
