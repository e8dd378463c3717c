import { describe, expect, it } from 'vitest';
import { sectionWords } from './access-archive-words';

// The access archive's PDFs are read by the borrower: the collection contacts (channel, direction,
// result), the promises' status and the type of each upload read in Spanish, never as raw codes.

describe("the access archive's PDF words", () => {
  it('the collection contacts and promises read in words', () => {
    const words = sectionWords('collections');
    expect(words.code('channel', 'call')).toBe('Llamada');
    expect(words.code('direction', 'inbound')).toBe('Nos contactaste');
    expect(words.code('result', 'wrong_number')).toBe('Contestó otra persona');
    expect(words.code('status', 'broken')).toBe('Incumplida');
  });

  it("an upload's type reads in words", () => {
    expect(sectionWords('documents').code('type', 'id_front')).toBe('Identificación (frente)');
  });
});
