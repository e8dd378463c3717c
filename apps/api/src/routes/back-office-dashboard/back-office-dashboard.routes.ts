import { backOfficeDashboardEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { csvRoute } from '../back-office-lists/csv-route';

// Issue 16: the dashboard's figures for a period (money in centavos, dates in Mexico City).
export const dashboard = endpointRoute(e.backOfficeDashboard);
// Issue 36: the portfolio report (the dashboard's portfolio, ADR 111) as CSV.
export const exportPortfolio = csvRoute(e.backOfficeExportPortfolio);
