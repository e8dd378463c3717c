// Reads the text of a PDF back with Mozilla's pdf.js (legacy build, which runs on Node 20), for
// tests that check what a borrower would see. A dev dependency: never imported by services.
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page, in reading order, pages separated by a form feed; spaces collapsed. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join(' ');
      pages.push(text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n'));
    }
    return pages.join('\f');
  } finally {
    await pdf.destroy();
  }
}
