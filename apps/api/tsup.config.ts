import { nodeOptions } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

// The server bundle: dist/server.js (start), dist/worker.js (worker), dist/migrate.js (migrate),
// dist/admin-create.js (admin:create), dist/openapi-print.js.
// Workspace packages and dependencies stay external and load from node_modules.
export default defineConfig({
  ...nodeOptions,
  entry: ['src/server.ts', 'src/worker.ts', 'src/migrate.ts', 'src/admin-create.ts', 'src/openapi-print.ts'],
});
