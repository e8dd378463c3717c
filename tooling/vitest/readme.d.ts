/** One README code block. */
export interface ReadmeExample {
  readonly line: number;
  readonly heading: string;
  readonly lang: 'ts' | 'tsx';
  readonly code: string;
}
/** The ```ts and ```tsx blocks of a Markdown text. */
export declare function extractExamples(markdown: string): ReadmeExample[];
/** `expression; // literal` lines → `__readmeExpect(expression, literal, line)`. */
export declare function withAssertions(code: string, firstLine: number): { code: string; assertions: number };
export interface ReadmeExamplesOptions {
  /** The package's folder, e.g. `new URL('..', import.meta.url)`. */
  readonly packageDir: URL | string;
  /** @default 'README.md' */
  readonly readme?: string;
  /** Extra `compilerOptions.types` for the examples (e.g. `vite/client`). */
  readonly types?: readonly string[];
  /** Runs once before the examples (a fixture server, a fake fetch); may return a teardown. */
  readonly setup?: () => unknown;
}
/** Registers a type-check test and one test per README example (extracted, bundled, run). */
export declare function testReadmeExamples(options: ReadmeExamplesOptions): void;
