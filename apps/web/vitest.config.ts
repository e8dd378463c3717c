import { lenderVitestConfig } from '@lender/vitest-config';

export default lenderVitestConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
  },
});
