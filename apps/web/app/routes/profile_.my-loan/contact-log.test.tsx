import type { BorrowerContact } from '@lender/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ComplaintForm } from '../profile_.mis-derechos/ComplaintForms';
import { ContactLog } from './ContactLog';

// Issue 66: "Quién te contactó y cuándo" lists every contact in words, with the agent's code and
// never a name, and each contact's "Presentar una queja" opens the UNE complaint filled in.
const contacts: BorrowerContact[] = [
  {
    id: 41,
    loanId: 12,
    contractNumber: 'STL-000015',
    contactedAt: '2026-03-20T18:30:00.000Z',
    channel: 'sms',
    direction: 'outbound',
    agentCode: 'AG-0007',
    template: { id: 3, name: 'Recordatorio de pago' },
    result: 'reached',
  },
  {
    id: 40,
    loanId: 12,
    contractNumber: 'STL-000015',
    contactedAt: '2026-03-20T18:00:00.000Z',
    channel: 'call',
    direction: 'outbound',
    agentCode: 'AG-0007',
    template: null,
    result: 'wrong_number',
  },
];

describe("the borrower's contact log", () => {
  it('shows each contact in words with a complaint link that fills the UNE form', async () => {
    renderRoutes([{ path: '/', Component: () => <ContactLog contacts={contacts} /> }], '/');
    const list = await screen.findByRole('list', { name: 'Contactos de cobranza' });
    expect(list.textContent).toContain('SMS · Te contactamos');
    expect(list.textContent).toContain('Agente: AG-0007 · Mensaje: Recordatorio de pago');
    expect(list.textContent).toContain('Resultado: Contestó otra persona');
    expect(list.textContent).toContain('Sin mensaje escrito');
    const links = screen.getAllByRole('link', { name: /Presentar una queja a la UNE por el contacto del/ });
    expect(links).toHaveLength(2);
    const href = new URL(links[0]?.getAttribute('href') ?? '', 'https://site.test');
    expect(href.pathname).toBe('/profile/mis-derechos');
    expect(href.hash).toBe('#queja');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      kind: 'claim',
      cause: 'collection_practices',
      loanId: '12',
    });
    expect(href.searchParams.get('description')).toContain('agente AG-0007, préstamo STL-000015');

    renderRoutes(
      [
        {
          path: '/',
          Component: () => (
            <ComplaintForm
              result={undefined}
              loans={[
                {
                  id: 12,
                  contractNumber: 'STL-000015',
                  signedAt: '2026-02-02T18:00:00.000Z',
                  amount: 3_000_00,
                },
              ]}
              choices={{ complaintKinds: ['claim'], complaintCauses: ['collection_practices', 'service'] }}
              prefill={Object.fromEntries(href.searchParams)}
            />
          ),
        },
      ],
      '/',
    );
    expect(((await screen.findByRole('textbox')) as HTMLTextAreaElement).value).toContain('AG-0007');
    expect((screen.getAllByRole('combobox')[1] as HTMLSelectElement).value).toBe('collection_practices');
  });

  it('says so when nobody from collections made contact', async () => {
    renderRoutes([{ path: '/', Component: () => <ContactLog contacts={[]} /> }], '/');
    expect(await screen.findByText('Nadie de cobranza te ha contactado.')).toBeTruthy();
  });
});
