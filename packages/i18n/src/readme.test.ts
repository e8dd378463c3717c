import { testReadmeExamples } from '@lender/vitest-config/readme';

// Every example of README.md runs as written against the built package (`pnpm build` first).
testReadmeExamples({ packageDir: new URL('..', import.meta.url) });
