import { backOfficeCollectionsEndpoints as e } from '@lender/contracts';
import { csvRoute } from '../back-office-reads/csv-route';

// Issue 38: the collections workspace's two regulator exports (the rest is a table in the handlers).
export const exportContactLog = csvRoute(e.exportContactLog);
export const exportCollectors = csvRoute(e.exportCollectors);
