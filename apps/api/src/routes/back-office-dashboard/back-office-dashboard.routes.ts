import { backOfficeDashboardEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';

// Issue 16: the dashboard's figures for a period (money in centavos, dates in Mexico City).
export const dashboard = endpointRoute(e.backOfficeDashboard);
