// node --test tooling/scripts/decisions.test.mjs — the decision records stay short ADRs
// (docs/decisions/README.md, ../shared/STYLE.md): one decision each, at most 60 lines, the
// Date / Status / Context / Decision / Consequences shape, listed in the index, and every link and
// "ADR NNN" they or the rest of the repository write leads to a record that exists.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folder = join(root, 'docs', 'decisions');
const MAX_LINES = 60;

const records = readdirSync(folder)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort()
  .map((name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    return { name, text, lines: text.replace(/\n$/, '').split('\n') };
  });
const numbers = new Set(records.map((record) => record.name.slice(0, 3)));

/** GitHub's anchor of a Markdown heading. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(text) {
  const anchors = new Set();
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(slug(heading[1]));
  }
  return anchors;
}

/** Relative Markdown links (`[text](target)`) of a document, outside code fences. */
function linksOf(text) {
  const links = [];
  let inFence = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence) continue;
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z]+:/i.test(match[1])) links.push(match[1]);
    }
  }
  return links;
}

test('there are decision records', () => {
  assert.ok(records.length > 0);
});

for (const { name, lines } of records) {
  test(`${name}: a numbered kebab-case name, at most ${MAX_LINES} lines, the ADR shape`, () => {
    assert.match(name, /^\d{3}-[a-z0-9]+(-[a-z0-9]+)*\.md$/, 'docs/decisions/NNN-kebab-title.md');
    assert.ok(
      lines.length <= MAX_LINES,
      `${lines.length} lines (at most ${MAX_LINES}): split it, or move run logs to the bench README`,
    );
    assert.match(lines[0], new RegExp(`^# ${name.slice(0, 3)} — \\S`), 'title: "# NNN — Title"');
    assert.ok(
      lines.some((line) => /^Date: \d{4}-\d{2}-\d{2}/.test(line)),
      'a "Date: YYYY-MM-DD" line',
    );
    assert.ok(
      lines.some((line) => /^Status: (Accepted|Superseded by \d{3}|Proposed|Rejected|Deprecated)/.test(line)),
      'a "Status:" line (Accepted, Superseded by NNN, Proposed, Rejected or Deprecated)',
    );
    const headings = lines.filter((line) => line.startsWith('## '));
    const order = ['## Context', '## Decision', '## Consequences'].map((heading) => {
      const at = headings.indexOf(heading);
      assert.notEqual(at, -1, `a "${heading}" heading`);
      return at;
    });
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      'Context, Decision, Consequences in order',
    );
  });
}

test('every number is used once', () => {
  assert.equal(numbers.size, records.length);
});

test('the index lists every record once, by its file, and nothing else', () => {
  const index = readFileSync(join(folder, 'README.md'), 'utf8');
  const listed = linksOf(index).filter((link) => /^\d{3}-.*\.md$/.test(link));
  assert.deepEqual(
    [...listed].sort(),
    records.map((record) => record.name),
  );
});

test('a superseded record names a record that exists', () => {
  for (const { name, lines } of records) {
    const status = lines.find((line) => line.startsWith('Status: '));
    for (const match of status.matchAll(/Superseded by (\d{3})/g)) {
      assert.ok(numbers.has(match[1]), `${name}: superseded by ${match[1]}, which does not exist`);
    }
  }
});

const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\0')
  .filter((path) => /\.(md|ts|tsx|mts|mjs|cjs|js|sql|yaml|yml)$/.test(path));

test('relative links in docs/ and the bench READMEs lead to files and headings that exist', () => {
  const documents = tracked.filter(
    (path) => path.startsWith('docs/') || /(^|\/)bench\/README\.md$/.test(path),
  );
  const broken = [];
  for (const path of documents) {
    if (!path.endsWith('.md')) continue;
    for (const link of linksOf(readFileSync(join(root, path), 'utf8'))) {
      const [file, anchor] = link.split('#');
      const target = file ? resolve(root, dirname(path), file) : join(root, path);
      if (!existsSync(target)) {
        broken.push(`${path}: ${link}`);
      } else if (anchor && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor)) {
        broken.push(`${path}: ${link} (no heading "${anchor}" in ${relative(root, target)})`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('every "ADR NNN" and "decisions/NNN-…" in the repository names a record that exists', () => {
  const unknown = [];
  for (const path of tracked) {
    if (!existsSync(join(root, path))) continue;
    const text = readFileSync(join(root, path), 'utf8');
    for (const match of text.matchAll(/\bADRs? (\d{3})\b|decisions\/(\d{3})-([a-z0-9-]+\.md)/g)) {
      const number = match[1] ?? match[2];
      if (!numbers.has(number)) unknown.push(`${path}: ${match[0]}`);
      else if (match[3] && !existsSync(join(folder, `${match[2]}-${match[3]}`))) {
        unknown.push(`${path}: ${match[0]} (the file is named otherwise)`);
      }
    }
  }
  assert.deepEqual(unknown, []);
});
