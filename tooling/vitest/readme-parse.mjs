// README code blocks and their `// value` comments (no test runner here; see readme.mjs).

/**
 * The ```ts and ```tsx blocks of a Markdown text, with the line each starts on and the heading
 * above it.
 * @param {string} markdown
 */
export function extractExamples(markdown) {
  const lines = markdown.split('\n');
  const examples = [];
  let heading = '';
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (title) heading = title[1].replace(/`/g, '').trim();
    const fence = /^```(ts|tsx|typescript)\s*$/.exec(line);
    if (!fence) continue;
    const start = index + 1;
    const body = [];
    for (index = start; index < lines.length && !/^```\s*$/.test(lines[index]); index++) {
      body.push(lines[index]);
    }
    examples.push({
      line: start,
      heading,
      lang: fence[1] === 'tsx' ? 'tsx' : 'ts',
      code: body.join('\n'),
    });
  }
  return examples;
}

/** Whether `text` is a JavaScript literal (a value with no free names), and the literal. */
function literal(text) {
  const trimmed = text.trim().replace(/[;,]$/, '');
  // `'a' | 'b'` (a union in prose) is valid JavaScript, but not a value.
  if (trimmed === '' || /…|\.\.\.(?![\w[{])|\s\|\s/.test(trimmed)) return undefined;
  try {
    // Evaluated in an empty scope: prose fails to parse or names something undefined.
    new Function(`"use strict"; return (${trimmed});`)();
    return trimmed;
  } catch {
    return undefined;
  }
}

/**
 * Turns `expression; // literal` lines into `__readmeExpect(expression, literal, line)`. Only a
 * line that is a whole expression statement qualifies (no declaration, no keyword statement).
 * @param {string} code
 * @param {number} firstLine the README line of the block's first line
 */
export function withAssertions(code, firstLine) {
  let count = 0;
  const lines = code.split('\n').map((line, offset) => {
    const match = /^(\s*)([^/\s].*?);\s*\/\/\s?(.*)$/.exec(line);
    if (!match) return line;
    const [, indent, expression, comment] = match;
    if (/^(const|let|var|import|export|return|throw|if|for|while|await\s+\w+\.\w+\()\b/.test(expression))
      return line;
    if (/^[<}]/.test(expression) || /^\w+\s*=[^=>]/.test(expression)) return line;
    const value = literal(comment);
    if (value === undefined) return line;
    count++;
    return `${indent}__readmeExpect((${expression}), (${value}), ${firstLine + offset});`;
  });
  return { code: lines.join('\n'), assertions: count };
}
