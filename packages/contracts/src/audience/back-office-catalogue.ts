import * as maps from '../back-office/endpoints.js';
import { catalogueOf } from '../catalogue.js';

/** The back office's endpoints: every endpoint map of `src/back-office/endpoints.ts`. */
export const backOfficeCatalogue = catalogueOf(maps);
