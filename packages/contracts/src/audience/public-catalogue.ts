import { catalogueOf } from '../catalogue.js';
import * as maps from '../public/endpoints.js';

/** The `/web/public` endpoints: every endpoint map of `src/public/endpoints.ts`. */
export const publicCatalogue = catalogueOf(maps);
