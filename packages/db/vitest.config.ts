import { lenderVitestConfig } from '@lender/vitest-config';

// The test-database helpers (./testing) are tested beside their code.
export default lenderVitestConfig({ test: { include: ['testing/**/*.test.ts'] } });
