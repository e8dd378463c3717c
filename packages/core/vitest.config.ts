import { lenderVitestConfig } from '@lender/vitest-config';

// Most files share one module graph per worker (the sources and PGlite load once). These keep a
// graph of their own: two mock a module every other file imports for real, and the hashing test
// asserts the production password-hash cost that the test core switches off for the process.
export default lenderVitestConfig(
  {},
  {
    shareModules: {
      isolated: ['src/auth/tokens.test.ts', 'src/pii.test.ts', 'src/auth/passwords.test.ts'],
    },
  },
);
