import { lenderVitestConfig } from '@lender/vitest-config';
import { siteWords } from './app/lib/site-words.plugin';

export default lenderVitestConfig({
  plugins: [siteWords()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./app/test/setup.ts'],
    globalSetup: ['./app/test/global-setup.ts'],
  },
});
