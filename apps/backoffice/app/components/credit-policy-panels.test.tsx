import { type CreditPolicy, type Scorecard, scorecardChanges } from '@lender/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CUT_OFFS } from '../../test/credit-policies';
import { PolicyChanges, PolicyCutOffs } from './credit-policy-panels';
import { ScorecardFields } from './scorecard-fields';

// Issue 67 point 1: what a draft changes against the version in force, as the editor and the
// checker read it before publication: the cut-offs and every part of the scorecard, named; and the
// draft's scorecard fields.

afterEach(cleanup);

const INCOME = {
  kind: 'numeric' as const,
  characteristic: 'monthly_income' as const,
  bins: [
    { from: 196_005, points: -16 },
    { from: 842_535, points: -8 },
    { from: 1_469_886, points: 9 },
  ],
  missingPoints: 0,
};
const PROOF = {
  kind: 'categorical' as const,
  characteristic: 'income_proof' as const,
  bins: [
    { value: 'proven', points: 40 },
    { value: 'declared', points: -1 },
  ],
  missingPoints: 0,
};
const CARD: Scorecard = {
  base: 500,
  characteristics: [INCOME, PROOF],
  bands: [
    { band: 'A', minScore: 1650, probabilityBps: 300 },
    { band: 'B', minScore: 550, probabilityBps: 900 },
    { band: 'C', minScore: -20, probabilityBps: 2500 },
  ],
  cutOff: 520,
  topReasons: 2,
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
  it('names the scorecard cut-off and each band’s lowest score an editor changed, in es-MX numbers', () => {
    const draft = {
      ...CARD,
      cutOff: 1560,
      bands: CARD.bands.map((b) => (b.band === 'A' ? { ...b, minScore: 1700 } : b)),
    };
    render(<PolicyChanges policy={version(2, draft)} inForce={version(1, CARD)} />);
    expect(lines()).toEqual([
      'Puntuación mínima para aprobar: de 520 a 1,560',
      'Puntuación inicial, banda A: de 1,650 a 1,700',
    ]);
  });

  it('shows a points-only edit, bin by bin, and a probability as a percent: the very list the checker approves', () => {
    const draft = {
      ...CARD,
      characteristics: [
        { ...INCOME, bins: INCOME.bins.map((bin, i) => (i === 1 ? { ...bin, points: -2 } : bin)) },
        { ...PROOF, missingPoints: -5, bins: [{ value: 'proven', points: 45 }, ...PROOF.bins.slice(1)] },
      ],
      bands: CARD.bands.map((b) => (b.band === 'C' ? { ...b, probabilityBps: 1234 } : b)),
    };
    render(<PolicyChanges policy={version(2, draft)} inForce={version(1, CARD)} />);
    expect(lines()).toEqual([
      'Probabilidad de incumplimiento, banda C: de 25.00% a 12.34%',
      'Puntos, Ingreso mensual: de $8,425.35 a menos de $14,698.86: de -8 a -2',
      'Puntos, Comprobación del ingreso: comprobado: de 40 a 45',
      'Puntos sin el dato, Comprobación del ingreso: de 0 a -5',
    ]);
    // One line for each change the publication request lists, none hidden.
    expect(lines()).toHaveLength(scorecardChanges(CARD, draft).length);
  });

  it('names the open-ended bins and tenure in days', () => {
    const tenure = {
      kind: 'numeric' as const,
      characteristic: 'tenure_days' as const,
      bins: [
        { from: 0, points: -11 },
        { from: 65, points: 18 },
      ],
      missingPoints: 0,
    };
    const before = { ...CARD, characteristics: [tenure] };
    const after = {
      ...CARD,
      characteristics: [{ ...tenure, bins: tenure.bins.map((bin) => ({ ...bin, points: bin.points + 1 })) }],
    };
    render(<PolicyChanges policy={version(2, after)} inForce={version(1, before)} />);
    expect(lines()).toEqual([
      'Puntos, Antigüedad como cliente: menos de 65 días: de -11 a -10',
      'Puntos, Antigüedad como cliente: 65 días o más: de 18 a 19',
    ]);
  });

  it('lists every part of a scorecard added, and says the draft is the same when nothing differs', () => {
    render(<PolicyChanges policy={version(2, CARD)} inForce={version(1)} />);
    expect(lines()).toHaveLength(scorecardChanges(undefined, CARD).length);
    expect(lines()).toContain('Puntuación mínima para aprobar: de ninguna a 520');
    expect(lines()).toContain('Puntos, Ingreso mensual: $14,698.86 o más: de ninguna a 9');
    cleanup();
    render(<PolicyChanges policy={version(2, CARD)} inForce={version(1, CARD)} />);
    expect(lines()).toEqual([]);
    expect(screen.getByText('Igual que la versión en vigor.')).toBeTruthy();
  });
});

describe('a draft’s scorecard in its form', () => {
  it('shows every bin’s points by its bounds, points without the data, and probabilities as percents', () => {
    const field = (name: string, fallback?: string) => ({ name, defaultValue: fallback });
    render(<ScorecardFields scorecard={CARD} field={field} />);
    const value = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(value('Ingreso mensual: menos de $8,425.35')).toMatchObject({
      name: 'scorecard.points.monthly_income.0',
      value: '-16',
    });
    expect(value('Ingreso mensual: de $8,425.35 a menos de $14,698.86').value).toBe('-8');
    expect(value('Ingreso mensual: $14,698.86 o más').value).toBe('9');
    expect(value('Ingreso mensual: sin el dato').value).toBe('0');
    expect(value('Comprobación del ingreso: comprobado')).toMatchObject({
      name: 'scorecard.points.income_proof.0',
      value: '40',
    });
    expect(value('Banda A: probabilidad de incumplimiento (%)')).toMatchObject({
      name: 'scorecard.probability.A',
      value: '3.00',
    });
    expect(value('Banda C: desde').value).toBe('-20');
    // The bins' bounds are words, not fields: nothing else to type.
    expect(screen.getAllByRole('textbox')).toHaveLength(1 + 3 * 2 + 4 + 3);
  });
});

describe('a scorecard read, not edited', () => {
  it('shows every band and every bin’s points to whoever reads a version that is not an open draft', () => {
    render(<PolicyCutOffs policy={version(1, CARD)} editable={false} failure={undefined} />);
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Puntuación mínima para aprobar': '520',
      'Banda A: desde': '1,650',
      'Banda C: probabilidad de incumplimiento (%)': '25.00%',
      'Ingreso mensual: de $8,425.35 a menos de $14,698.86': '-8',
      'Comprobación del ingreso: declarado': '-1',
      'Comprobación del ingreso: sin el dato': '0',
    });
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });
});
