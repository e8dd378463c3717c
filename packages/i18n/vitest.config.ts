import { lenderVitestConfig } from '@lender/vitest-config';

// The files share one module graph per worker (issue 60): the package's sources load once, not per file.
export default lenderVitestConfig({}, { shareModules: { isolated: [] } });
