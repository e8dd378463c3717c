import { SETTLEMENT_CHANNELS, SETTLEMENT_FILE_LAYOUTS } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { en, esMX } from './resources';

// The reconciliation page explains each settlement-file layout in words: every column of
// every layout the importer parses (the contracts' `SETTLEMENT_FILE_LAYOUTS`) has its words, and
// every channel says what file it takes, how it is matched and what its example file is called.

const COLUMNS = [
  ...new Set(SETTLEMENT_CHANNELS.flatMap((channel) => SETTLEMENT_FILE_LAYOUTS[channel].columns)),
];

describe.each([
  ['es-MX', esMX.backoffice.reconciliation.layouts, /^ejemplo-[a-z]+\.csv$/],
  ['en', en.backoffice.reconciliation.layouts, /^example-[a-z]+\.csv$/],
])('the settlement-file layouts in %s', (_language, words, fileName) => {
  it('name every column of every layout', () => {
    const columnWords = words.columnWords as Record<string, string>;
    expect(COLUMNS.filter((column) => !columnWords[column]?.trim())).toEqual([]);
    expect(Object.keys(columnWords).sort()).toEqual([...COLUMNS].sort());
  });

  it('say for every channel what file it takes, how it is matched and its example file', () => {
    for (const channel of SETTLEMENT_CHANNELS) {
      expect(words.files[channel].trim()).not.toBe('');
      expect(words.matchedBy[channel].trim()).not.toBe('');
      expect(words.fileNames[channel]).toMatch(fileName);
    }
    expect(new Set(Object.values(words.fileNames)).size).toBe(SETTLEMENT_CHANNELS.length);
  });
});
