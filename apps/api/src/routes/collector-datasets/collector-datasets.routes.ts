import { backOfficeFeaturesEndpoints, clientCollectorEndpoints } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 18: our side of the scoring session. The borrower's site ties its reference number to the
// client; the back office reads a dataset's features and a client's features screen. All are
// endpoints of the contracts' catalogue (and so methods of the SDK).

// The link is a catalogue endpoint (the SDK's `client.collectorSessionLink`).
export const collectorSessionLink = endpointRoute(clientCollectorEndpoints.collectorSessionLink);

// The behavioural-features screen of a client (the SDK's `backOffice.clientFeatures`).
export const clientFeatures = endpointRoute(backOfficeFeaturesEndpoints.clientFeatures);

export const collectorDataset = endpointRoute(backOfficeFeaturesEndpoints.collectorDataset);

export const clientCollectorDatasets = endpointRoute(backOfficeFeaturesEndpoints.clientCollectorDatasets);
