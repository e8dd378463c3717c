// `pnpm --filter @lender/api-server run openapi`: prints the OpenAPI document (no server, no database).
import { openApiDocument } from './openapi';

process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
