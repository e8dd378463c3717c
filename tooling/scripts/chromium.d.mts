// Types of chromium.mjs for TypeScript tests that launch the browser (playwright-core).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const CHROMIUM_ENV: Readonly<Record<string, string>>;
export declare function findChromium(): string | null;
export declare function ensureChromium(): string;
export declare const HEADLESS_SHELL_PATH: string;
export declare function ensureSuiteChromium(): string;
export declare function chromiumVersion(path: string): string;
