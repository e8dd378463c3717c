import { COMPLAINT_CAUSES, COMPLAINT_KINDS } from '@lender/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { BureauForm, ComplaintForm, type LoanChoice } from './ComplaintForms';

// The loans a complaint or a bureau dispute may name, as the borrower reads them: by the number of
// the contract they signed (made from the application, 15), never by the loan's own id (12), which
// is only the value the form sends.
const loans: LoanChoice[] = [
  { id: 12, contractNumber: 'STL-000015', signedAt: '2026-02-02T18:00:00.000Z', amount: 3_000_00 },
];
const choices = { complaintKinds: COMPLAINT_KINDS, complaintCauses: COMPLAINT_CAUSES };

describe('the loan options of a complaint and of a bureau dispute', () => {
  it('name each loan by its contract number and send its id', async () => {
    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <>
              <ComplaintForm result={undefined} loans={loans} choices={choices} />
              <BureauForm result={undefined} loans={loans} />
            </>
          ),
        },
      ],
      '/',
    );
    const options = await screen.findAllByRole('option', {
      name: 'Préstamo STL-000015 del 02.02.2026 por $3,000.00',
    });
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['12', '12']);
    expect(document.body.textContent).not.toMatch(/Préstamo 1[25]\b/);
  });
});
