// Types of pdftotext.mjs for TypeScript tests that read downloaded PDFs.
export declare const PDFTOTEXT_PATH: string;
export declare function findPdftotext(): string | null;
export declare function ensurePdftotext(): string;
export declare function readPdf(bytes: Uint8Array): { pages: number; text: string };
export declare function pdftotextVersion(path: string): string;
