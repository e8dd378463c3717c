// Screenshots of the site's pages at 375 and 1280 px for review: node scripts/screenshots.mjs <baseUrl> [path...]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ENV, CHROMIUM_FLAGS, ensureChromium } from '../../../tooling/scripts/chromium.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const list = paths.length > 0 ? paths : ['/'];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [...CHROMIUM_FLAGS],
  env: CHROMIUM_ENV,
});
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of list) {
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      await page.screenshot({ path: `screenshots/${name}--${width}.png`, fullPage: true });
      console.log(`screenshots/${name}--${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
