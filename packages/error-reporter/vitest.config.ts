import { lenderVitestConfig } from '@lender/vitest-config';

export default lenderVitestConfig();
