import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds Spanish prose in TypeScript sources (architecture decision 12: every word a borrower reads
 * comes from `@lender/i18n`). Only string and template literals are read (comments, identifiers,
 * regular expressions, HTML tags and `code` spans are not), and a literal counts as prose when it
 * has `¿` or `¡`, or a lowercase word and a word with a Spanish accent or `ñ`, or two or more
 * words of which one is a common Spanish word and one a lowercase word. Proper nouns (every word
 * capitalised apart from particles: "Ciudad de México", "Panadería El Sol") and English are not
 * prose.
 */

/** Words that mark Spanish and are not English words. */
const SPANISH_WORDS = new Set([
  'al',
  'como',
  'con',
  'cuando',
  'de',
  'del',
  'el',
  'en',
  'es',
  'esta',
  'este',
  'hoy',
  'la',
  'las',
  'los',
  'más',
  'para',
  'pero',
  'por',
  'que',
  'se',
  'sin',
  'su',
  'sus',
  'te',
  'tu',
  'tus',
  'un',
  'una',
  'y',
  'ya',
]);
/** Particles allowed lowercase inside a proper noun. */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

const ACCENTED = /[áéíóúüñ]/;

/** One literal of a source file. */
export interface SourceLiteral {
  readonly text: string;
  readonly line: number;
}

/** The string and template literals of a TypeScript or JavaScript source, comments and regexes skipped. */
export function stringLiterals(source: string): SourceLiteral[] {
  const found: SourceLiteral[] = [];
  let i = 0;
  let line = 1;
  // What the last significant token was, to tell a regex `/` from a division.
  let regexAllowed = true;
  // Brace depths at which a template literal resumes after `${ … }`.
  const templateResume: number[] = [];
  let depth = 0;

  const readString = (quote: string): void => {
    const start = line;
    let text = '';
    i++;
    while (i < source.length && source[i] !== quote) {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (source[i] === '\n') line++;
      text += source[i];
      i++;
    }
    i++;
    found.push({ text, line: start });
  };

  // Open template literals: their text so far, `${…}` written as a placeholder word, so that a
  // sentence around interpolations is judged whole ("Hola ${name}, tu pago vence").
  const templates: Array<{ text: string; line: number }> = [];

  /** Reads template text up to the closing backtick or a `${`; returns true when it stopped at `${`. */
  const readTemplate = (): boolean => {
    const current = templates[templates.length - 1] as { text: string; line: number };
    while (i < source.length) {
      const c = source[i] as string;
      if (c === '\\') {
        current.text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === '`') {
        i++;
        templates.pop();
        found.push(current);
        return false;
      }
      if (c === '$' && source[i + 1] === '{') {
        i += 2;
        current.text += ' X ';
        return true;
      }
      if (c === '\n') line++;
      current.text += c;
      i++;
    }
    templates.pop();
    found.push(current);
    return false;
  };

  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (let k = i; k < stop; k++) if (source[k] === '\n') line++;
      i = stop;
    } else if (c === '/' && regexAllowed) {
      // A regular expression literal: skip it, classes and escapes included.
      i++;
      let inClass = false;
      while (i < source.length && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') i++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        i++;
      }
      i++;
      while (i < source.length && /[a-z]/i.test(source[i] as string)) i++;
      regexAllowed = false;
    } else if (c === "'" || c === '"') {
      readString(c);
      regexAllowed = false;
    } else if (c === '`') {
      i++;
      templates.push({ text: '', line });
      if (readTemplate()) {
        templateResume.push(depth);
        depth++;
        regexAllowed = true;
      } else regexAllowed = false;
    } else if (c === '{') {
      depth++;
      i++;
      regexAllowed = true;
    } else if (c === '}') {
      depth--;
      i++;
      if (templateResume.length > 0 && templateResume[templateResume.length - 1] === depth) {
        templateResume.pop();
        if (readTemplate()) {
          templateResume.push(depth);
          depth++;
          regexAllowed = true;
        } else regexAllowed = false;
      } else regexAllowed = false;
    } else if (/[\w$]/.test(c)) {
      let word = '';
      while (i < source.length && /[\w$]/.test(source[i] as string)) word += source[i++];
      regexAllowed = /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(word);
    } else {
      i++;
      regexAllowed = c !== ')' && c !== ']';
    }
  }
  return found;
}

/** True when a literal reads as Spanish prose (see the module comment). */
export function isSpanishProse(literal: string): boolean {
  // Markup and code spans are not prose: `<html lang="es">`, `` `es-MX` ``.
  const text = literal.replace(/<[^>]*>/g, ' ').replace(/`[^`]*`/g, ' ');
  if (/[¿¡]/.test(text)) return true;
  const words = text.match(/[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+/g) ?? [];
  const lowercase = words.filter((word) => /^[a-záéíóúüñ]/.test(word) && !PARTICLES.has(word));
  if (lowercase.length === 0) return false;
  // An accented word with a lowercase word beside it ("Verificación enviada"); proper nouns have
  // only capitalised words and particles ("Michoacán de Ocampo").
  if (words.some((word) => ACCENTED.test(word.toLowerCase()))) return true;
  // Prose is words separated by spaces, not a code like `es-MX` or a key like `de.la`.
  const spaced = text.trim().split(/\s+/).length >= 2;
  return spaced && words.some((word) => SPANISH_WORDS.has(word.toLowerCase()));
}

/** A literal found in a file. */
export interface ProseFinding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/**
 * Test code: test files, fixtures and sample files (made-up people and documents), test helpers,
 * and whatever imports vitest.
 */
function isTestFile(path: string, source: string): boolean {
  return (
    /\.test\.tsx?$|fixtures?\.tsx?$|sample-files\.ts$|[/\\](test|testing)[/\\]/.test(path) ||
    /from ['"]vitest['"]/.test(source)
  );
}

/** Every Spanish-prose literal under `root` (`.ts` files that are not test code). */
export function findSpanishProse(root: string): ProseFinding[] {
  const findings: ProseFinding[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const source = readFileSync(path, 'utf8');
        if (isTestFile(path, source)) continue;
        for (const literal of stringLiterals(source)) {
          if (isSpanishProse(literal.text)) {
            findings.push({ file: relative(root, path), line: literal.line, text: literal.text });
          }
        }
      }
    }
  };
  walk(root);
  return findings;
}
