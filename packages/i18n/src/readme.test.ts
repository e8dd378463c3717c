// The README's examples run as written: every line `expression; // 'result'` in a ```ts block is
// evaluated with the package's exports in scope and must give that result.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as i18next from './i18next';
import * as main from './index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] as string);
const examples = blocks.flatMap((block) =>
  block
    .split('\n')
    .map((line) => /^(?!import|const|export)(.+?);\s*\/\/\s*('.*')$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ expression: match[1] as string, expected: match[2] as string })),
);

const scope: Record<string, unknown> = { ...main, ...i18next, t: i18next.createTranslator('es-MX') };

describe('README examples', () => {
  it('has examples to run', () => {
    expect(examples.length).toBeGreaterThan(25);
  });

  it.each(examples)('$expression', ({ expression, expected }) => {
    const run = new Function(...Object.keys(scope), `return (${expression});`);
    const want = new Function(`return ${expected};`)();
    expect(run(...Object.values(scope))).toBe(want);
  });
});
