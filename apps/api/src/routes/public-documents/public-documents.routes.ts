import { publicEndpoints as e } from '@lender/contracts';
import { endpointRoute } from '../../http/endpoint-route';
import { fileRoute } from '../../http/file-route';

// Public documents (spec §2 /documentos, §6 "Guest: public documents"): terms, privacy notice,
// credit-bureau consent, as page data and as PDF. Beyond spec §7's calls: catalogued with origin
// `extension`. An unknown id is 404 (spec §5: failed route validation gives 404).
export const documentList = endpointRoute(e.documentList);
export const documentPage = endpointRoute(e.documentPage);
export const documentPdf = fileRoute(e.documentPdf);
