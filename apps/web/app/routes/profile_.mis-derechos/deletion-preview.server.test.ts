// @vitest-environment node
import type { DeletionAssessmentView } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { deletionPreviewWords } from './deletion-preview.server';

// Issue 51: what a cancellation would do, put into the borrower's words on the server (the
// `catalog` words never reach the browser), the kinds kept for the same reasons grouped.

const held: DeletionAssessmentView = {
  state: 'held',
  blockedAt: null,
  anonymisedAt: null,
  canBlock: false,
  canAnonymise: false,
  keptUntil: null,
  deletedAtBlock: ['reference_contacts', 'device_signals'],
  kept: [
    { category: 'profile', reasons: ['open_loan'], until: null },
    { category: 'loans', reasons: ['open_loan'], until: null },
  ],
};

describe('deletionPreviewWords', () => {
  it('names what goes at the block, and groups what an open loan keeps, with no date', () => {
    const words = deletionPreviewWords(held);
    expect(words.deletedNow).toEqual({
      title: 'Se eliminan en cuanto bloqueamos tus datos',
      items: ['Tus referencias personales', 'Tu ubicación y los datos de tu dispositivo'],
    });
    expect(words.kept?.title).toBe('Se conservan bloqueados, solo para cumplir la ley');
    expect(words.kept?.groups).toEqual([
      {
        items: [expect.stringMatching(/^Tu perfil/), 'Tus préstamos y sus movimientos'],
        reasons: ['Tienes un préstamo en curso: tu contrato necesita estos datos hasta que lo liquides.'],
        until: expect.stringMatching(/^Se conservan mientras tengas un préstamo o una solicitud en curso/),
      },
    ]);
  });

  it('gives each group its reasons and its last day, dd.mm.yyyy, after payoff', () => {
    const words = deletionPreviewWords({
      ...held,
      canBlock: true,
      keptUntil: '2036-03-05',
      deletedAtBlock: ['reference_contacts'],
      kept: [
        { category: 'contracts', reasons: ['contract_retention', 'aml_retention'], until: '2036-03-05' },
        { category: 'loans', reasons: ['contract_retention', 'aml_retention'], until: '2036-03-05' },
        { category: 'tax_documents', reasons: ['tax_retention'], until: '2037-03-31' },
      ],
    });
    expect(
      words.kept?.groups.map((group) => [group.items.length, group.reasons.length, group.until]),
    ).toEqual([
      [2, 2, 'Se conservan hasta el 05.03.2036; después se anonimizan.'],
      [1, 1, 'Se conservan hasta el 31.03.2037; después se anonimizan.'],
    ]);
    expect(words.kept?.groups[0]?.reasons[0]).toContain('conservar tus contratos 10 años');
  });

  it('shows nothing to delete or keep once the data is anonymised', () => {
    const words = deletionPreviewWords({
      ...held,
      state: 'anonymised',
      anonymisedAt: '2036-03-06T12:00:00.000Z',
    });
    expect([words.deletedNow, words.kept]).toEqual([null, null]);
  });
});
