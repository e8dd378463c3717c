import { library } from '@lender/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  library({
    entry: ['src/index.ts', 'src/kernel.ts', 'src/platform.ts', 'src/scenarios.ts'],
    // ES2022 keeps class fields native (no helper code); minified to stay within the 6 KB gzip
    // budget of issue 3. The .d.ts files keep every TSDoc comment for editors.
    target: 'es2022',
    minify: true,
    // Each entry stands alone: shared chunks would count against the main entry's 6 KB budget.
    splitting: false,
  }),
);
