// @vitest-environment node
import { testReadmeExamples } from '@lender/vitest-config/readme';

// Every example of README.md runs as written against the built package (`pnpm build` first);
// `vite/client` types the `?url` import of the Remix example.
testReadmeExamples({ packageDir: new URL('..', import.meta.url), types: ['vite/client'] });
