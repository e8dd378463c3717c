import { catalogueOf } from '../catalogue.js';
import * as maps from '../client/endpoints.js';

/** The borrower's `/web/private/client` endpoints: every endpoint map of `src/client/endpoints.ts`. */
export const clientCatalogue = catalogueOf(maps);
