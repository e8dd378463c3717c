import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PrivacyRequests from './_app.privacy._index';
import PrivacyRequest from './_app.privacy.$id';

// Issue 51: the privacy officer's screens show each request's deadline (overdue in red), and on a
// request's page only what the signed-in admin may do: the maker of the act's request cannot
// approve it; another officer sees approve and reject with the version read.

afterEach(cleanup);

const base = {
  id: 5,
  folio: 'ARCO-2026-000005',
  right: 'cancellation',
  channel: 'email',
  receivedAt: '2026-03-13T18:00:00.000Z',
  purpose: null,
  changes: null,
  documentId: null,
  description: 'Pido que borren mis datos; adjunto INE.',
  identityCheck: 'id_document',
  identityVerified: true,
  status: 'answered',
  answerDueDate: '2026-04-15',
  answerOverdue: false,
  answeredAt: '2026-04-01T19:00:00.000Z',
  outcome: 'granted',
  denialReason: null,
  answerText: 'Procede la cancelación una vez liquidado tu préstamo.',
  actDueDate: '2026-04-24',
  actOverdue: true,
  completedAt: null,
  nextDueDate: '2026-04-24',
  archiveAvailableUntil: null,
  clientId: 9,
  clientName: 'Rosa Díaz',
  openLoan: true,
  corrections: null,
  documentUrl: null,
  loggedBy: { id: 1, name: 'Dana Datos' },
  identityVerifiedBy: { id: 1, name: 'Dana Datos' },
  identityVerifiedAt: '2026-03-16T18:00:00.000Z',
  identityNote: 'INE vigente',
  answeredBy: { id: 1, name: 'Dana Datos' },
  action: {
    id: 40,
    kind: 'privacy.arco_act',
    entity: { type: 'arco_request', id: '5' },
    payload: { folio: 'ARCO-2026-000005', right: 'cancellation' },
    status: 'pending',
    maker: { id: 1, name: 'Dana Datos' },
    checker: null,
    reason: 'Bloquear los datos',
    decisionReason: null,
    result: null,
    version: 3,
    createdAt: '2026-04-02T18:00:00.000Z',
    decidedAt: null,
  },
  actResult: null,
};

function renderCase(userId: number) {
  const Stub = createRemixStub([
    {
      path: '/privacy/:id',
      Component: PrivacyRequest,
      loader: () => ({ item: base, canWork: true, canDecide: true, userId }),
    },
  ]);
  render(<Stub initialEntries={['/privacy/5']} />);
}

describe('the ARCO requests screens (issue 51)', () => {
  it('lists each request with its next deadline, overdue in red', async () => {
    const Stub = createRemixStub([
      {
        path: '/privacy',
        Component: PrivacyRequests,
        loader: () => ({
          items: [
            base,
            { ...base, id: 6, folio: 'ARCO-2026-000006', actOverdue: false, nextDueDate: '2026-05-04' },
          ],
          filters: { open: 'true' },
          pagination: null,
          canWork: false,
        }),
      },
    ]);
    render(<Stub initialEntries={['/privacy']} />);
    const rows = await screen.findAllByRole('row');
    const late = within(rows[1] as HTMLElement);
    expect(late.getByRole('link', { name: 'ARCO-2026-000005' }).getAttribute('href')).toBe('/privacy/5');
    expect(late.getByText('Vencida').className).toContain('bo-badge-danger');
    expect(within(rows[2] as HTMLElement).getByText('En plazo')).toBeTruthy();
    // The auditor reads: no form to enter a request.
    expect(screen.queryByRole('heading', { name: /Registrar una solicitud/ })).toBeNull();
  });

  it('tells the maker of the act that another officer approves it', async () => {
    renderCase(1);
    expect(await screen.findByText('Tú hiciste la petición: otra persona debe aprobarla.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobar y hacerla efectiva' })).toBeNull();
    expect(screen.getByText('Tiene un préstamo abierto: su contrato necesita sus datos.')).toBeTruthy();
  });

  it('gives another officer approve and reject at the version read', async () => {
    renderCase(2);
    const approve = await screen.findByRole('button', { name: 'Aprobar y hacerla efectiva' });
    const form = approve.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'approve',
      approvalId: '40',
      version: '3',
    });
    expect(screen.getByRole('button', { name: 'Rechazar la petición' })).toBeTruthy();
  });
});
