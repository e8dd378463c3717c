// @vitest-environment jsdom
import type { CreditPolicy, Scorecard } from '@lender/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyChanges } from './credit-policy-panels';

// Issue 67 point 1: what a draft changes against the version in force, as the editor and the
// checker read it before publication: the cut-offs and the scorecard's cut-off, bands and points.

afterEach(cleanup);

const CARD: Scorecard = {
  base: 500,
  characteristics: [
    {
      kind: 'categorical',
      characteristic: 'income_proof',
      bins: [{ value: 'proven', points: 40 }],
      missingPoints: 0,
    },
  ],
  bands: [
    { band: 'A', minScore: 1650, probabilityBps: 300 },
    { band: 'B', minScore: 550, probabilityBps: 900 },
    { band: 'C', minScore: -20, probabilityBps: 2500 },
  ],
  cutOff: 520,
  topReasons: 2,
};
const CUT_OFFS = {
  minAge: 18,
  maxAge: 75,
  minMonthlyIncome: 400_000,
  maxActiveLoans: 2,
  paycheckSharePercent: 50,
  specialOfferMinClosedLoans: 2,
  increaseMinClosedLoans: 1,
  firstDefaultRateBps: 1500,
  repeatedDefaultRateBps: 700,
};
const version = (number: number, scorecard?: Scorecard) =>
  ({
    version: number,
    status: number === 1 ? 'published' : 'draft',
    document: { knockOuts: [], firstLoanNeedsIdDocument: true, ...(scorecard && { scorecard }) },
    cutOffs: CUT_OFFS,
  }) as unknown as CreditPolicy;
const lines = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('what a draft changes', () => {
  it('names the scorecard cut-off and bands an editor changed, in es-MX numbers', () => {
    const draft = {
      ...CARD,
      cutOff: 1560,
      bands: CARD.bands.map((b) => (b.band === 'A' ? { ...b, minScore: 1700 } : b)),
    };
    render(<PolicyChanges policy={version(2, draft)} inForce={version(1, CARD)} />);
    expect(lines()).toEqual([
      'Puntuación mínima para aprobar: de 520 a 1,560',
      'Bandas y su puntuación inicial: de A 1,650 · B 550 · C -20 a A 1,700 · B 550 · C -20',
    ]);
  });

  it('says when a scorecard is added and when its points change though no form edits them', () => {
    render(<PolicyChanges policy={version(2, CARD)} inForce={version(1)} />);
    expect(lines()).toEqual([
      'Puntuación mínima para aprobar: de ninguna a 520',
      'Bandas y su puntuación inicial: de ninguna a A 1,650 · B 550 · C -20',
    ]);
    cleanup();
    render(<PolicyChanges policy={version(2, { ...CARD, base: 510 })} inForce={version(1, CARD)} />);
    expect(lines()).toEqual(['Los puntos o las probabilidades de la puntuación cambian.']);
  });

  it('says the draft is the same when nothing differs', () => {
    render(<PolicyChanges policy={version(2, CARD)} inForce={version(1, CARD)} />);
    expect(lines()).toEqual([]);
    expect(screen.getByText('Igual que la versión en vigor.')).toBeTruthy();
  });
});
