// Every story in real Chromium (Debian's, driven by playwright-core) at 375 and 1280 px:
//   node scripts/a11y.mjs                 axe (WCAG 2.0–2.2 A and AA rules) on every story; fails
//                                          naming the story, the width and the rule
//   node scripts/a11y.mjs --screenshots   also writes screenshots/<story>--<width>.png for review
// Storybook is built once into storybook-static/ (rebuilt when src/ or .storybook/ changed) and
// served from 127.0.0.1 by a tiny static server; nothing else is started.
import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureSuiteChromium } from '../../../tooling/scripts/chromium.mjs';

const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const staticDir = join(here, 'storybook-static');
const shotsDir = join(here, 'screenshots');
const WIDTHS = [375, 1280];
/** The viewport's height at a width: a phone's below 768 px, a laptop's above. */
const heightAt = (width) => (width < 768 ? 812 : 800);
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const screenshots = process.argv.includes('--screenshots');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildStorybookIfStale() {
  const index = join(staticDir, 'index.json');
  const sources = Math.max(newestMtime(join(here, 'src')), newestMtime(join(here, '.storybook')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('building Storybook (storybook-static/)…');
  const started = Date.now();
  // Storybook's own CLI through this Node (no package manager on PATH needed: a fresh machine has
  // only Node and npm, and `pnpm` is fetched by tooling/scripts/pnpm.mjs).
  const cli = createRequire(join(here, 'package.json')).resolve('storybook/bin/index.cjs');
  const built = spawnSync(process.execPath, [cli, 'build', '--quiet', '-o', 'storybook-static'], {
    cwd: here,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (built.status !== 0) throw new Error(`storybook build failed (exit ${built.status})`);
  console.log(`built Storybook in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function serve() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(staticDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

async function main() {
  const executablePath = ensureSuiteChromium();
  buildStorybookIfStale();
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .filter((entry) => !only || entry.id.includes(only));
  if (stories.length === 0) throw new Error('no stories found in storybook-static/index.json');
  if (screenshots) {
    rmSync(shotsDir, { recursive: true, force: true });
    mkdirSync(shotsDir, { recursive: true });
  }
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS], headless: true });
  const failures = [];
  let checked = 0;
  try {
    // Each story is loaded once, checked at the first width, then resized and checked at the next
    // (issue 60: a load per width loaded Storybook's preview again). Nothing in the components reads
    // the window's width in script, so a resized story is what a load at that width shows.
    const jobs = [...stories];
    const worker = async () => {
      const context = await browser.newContext({
        viewport: { width: WIDTHS[0], height: heightAt(WIDTHS[0]) },
        reducedMotion: 'reduce',
        locale: 'es-MX',
      });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (let story = jobs.shift(); story; story = jobs.shift()) {
        errors.length = 0;
        await page.setViewportSize({ width: WIDTHS[0], height: heightAt(WIDTHS[0]) });
        // `a11y.manual` stops the a11y addon's own axe run after each render (Storybook 8.5+): two
        // runs of axe in one page refuse each other ("Axe is already running").
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`, {
          waitUntil: 'load',
        });
        await page.waitForFunction(
          () =>
            document.querySelector('#storybook-root')?.childElementCount > 0 ||
            document.body.classList.contains('sb-show-errordisplay'),
          null,
          { timeout: 20_000 },
        );
        await page.evaluate(() => document.fonts.ready);
        if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
          failures.push(
            `${story.title} › ${story.name}: the story threw: ${errors.join('; ') || 'see Storybook'}`,
          );
          continue;
        }
        for (const [index, width] of WIDTHS.entries()) {
          if (index > 0) await page.setViewportSize({ width, height: heightAt(width) });
          await page.waitForTimeout(250);
          const name = `${story.title} › ${story.name} @ ${width}px`;
          // A story without frames is checked by axe in the page itself; axe's default opens a blank
          // page (a new renderer that loads axe again) to merge the results of frames it has none of.
          const result = await new AxeBuilder({ page })
            .withTags(AXE_TAGS)
            .setLegacyMode(page.frames().length === 1)
            .analyze();
          checked++;
          for (const violation of result.violations) {
            const targets = violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ');
            failures.push(`${name}: ${violation.id} (${violation.impact}) — ${violation.help} — ${targets}`);
          }
          if (screenshots)
            await page.screenshot({ path: join(shotsDir, `${story.id}--${width}.png`), fullPage: true });
        }
        if (errors.length > 0)
          failures.push(`${story.title} › ${story.name}: page error: ${errors.join('; ')}`);
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
    server.close();
  }
  for (const failure of failures) console.log(`✘ ${failure}`);
  console.log(
    `axe (${AXE_TAGS.join(', ')}): ${stories.length} stories × ${WIDTHS.length} widths, ${checked} checked, ${failures.length} violations`,
  );
  if (screenshots) console.log(`screenshots in ${shotsDir}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`a11y run failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
