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
    { category: 'profile', reasons: ['open_loan'], until: null, retention: [] },
    { category: 'loans', reasons: ['open_loan'], until: null, retention: [] },
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
        periods: [],
        until: expect.stringMatching(/^Se conservan mientras tengas un préstamo o una solicitud en curso/),
      },
    ]);
    expect(words.kept?.anonymisedAfter).toBeNull();
  });

  it('gives each kind its own periods, legal basis and last day, dd.mm.yyyy, after payoff', () => {
    const contract = { duty: 'contract', since: '2026-12-31', until: '2036-12-31' } as const;
    const aml = { duty: 'aml', since: '2026-12-31', until: '2036-12-31' } as const;
    const tax = { duty: 'tax', since: '2027-01-05', until: '2033-03-31' } as const;
    const words = deletionPreviewWords({
      ...held,
      canBlock: true,
      keptUntil: '2036-12-31',
      deletedAtBlock: ['reference_contacts'],
      kept: [
        {
          category: 'contracts',
          reasons: ['contract_retention'],
          until: '2036-12-31',
          retention: [contract],
        },
        {
          category: 'loans',
          reasons: ['contract_retention', 'aml_retention', 'tax_retention'],
          until: '2036-12-31',
          retention: [contract, aml, tax],
        },
        { category: 'consents', reasons: ['contract_retention'], until: '2036-12-31', retention: [contract] },
        { category: 'tax_documents', reasons: ['tax_retention'], until: '2033-03-31', retention: [tax] },
      ],
    });
    const groups = words.kept?.groups ?? [];
    expect(groups.map((group) => [group.items.length, group.periods.length, group.until])).toEqual([
      [2, 1, 'Se conservan bloqueados hasta el 31.12.2036.'],
      [1, 3, 'Se conservan bloqueados hasta el 31.12.2036.'],
      [1, 1, 'Se conservan bloqueados hasta el 31.03.2033.'],
    ]);
    expect(groups[0]?.reasons[0]).toContain('conservar tus contratos 10 años');
    expect(groups[0]?.periods).toEqual([
      {
        period:
          'Plazo del contrato: hasta el 31.12.2036, 10 años después del cierre de tu último préstamo (31.12.2026).',
        source: expect.stringMatching(/^Fundamento: Código de Comercio, artículo 38/),
      },
    ]);
    expect(groups[2]?.items).toEqual(['Tus facturas electrónicas (CFDI)']);
    expect(groups[2]?.periods).toEqual([
      {
        period: expect.stringMatching(/^Plazo fiscal: hasta el 31\.03\.2033, .*\(05\.01\.2027\)\.$/),
        source: 'Fundamento: Código Fiscal de la Federación, artículo 30.',
      },
    ]);
    expect(groups[1]?.periods.map((period) => period.source)).toEqual([
      expect.stringContaining('Código de Comercio'),
      expect.stringContaining('artículo 95 Bis'),
      expect.stringContaining('Código Fiscal de la Federación'),
    ]);
    expect(words.kept?.anonymisedAfter).toBe(
      'Cuando termina el último de estos plazos, el 31.12.2036, anonimizamos juntos todos los datos que conservamos.',
    );
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
