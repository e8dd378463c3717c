import { curpCheckDigit } from '@lender/clabe/curp';
import { NAME_FIELDS } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeScoringSession } from '../../components/ScoringSession';
import { renderRoutes } from '../../test/render';
import Registration from './route';

// The collector as the page loads it: started sessions and how each was stopped.
const collector = vi.hoisted(() => ({
  started: [] as string[],
  stops: [] as Array<{ complete?: boolean } | undefined>,
}));
vi.mock('@lender/collector', () => ({
  createCollector: () => ({
    start: async (ref: string) => {
      collector.started.push(ref);
    },
    stop: async (options?: { complete?: boolean }) => {
      collector.stops.push(options);
    },
  }),
}));

const REF = 'reg-00000000-0000-4000-8000-000000000001';
const details = {
  stage: 'details',
  phone: '5512345678',
  resendIn: 0,
  details: {},
  today: '2026-03-01',
  flash: null,
  company: 'Lender',
  nameFields: NAME_FIELDS,
  collector: { baseUrl: 'http://collector.test', authKey: 'key', publicKey: 'pem', referenceNumber: REF },
};

async function fillValidDetails() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nombre(s)'), 'Juan');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Pérez');
  const first17 = 'PEGJ900514HDFRRN0';
  await user.type(screen.getByLabelText('CURP'), `${first17}${curpCheckDigit(first17)}`);
  await user.type(screen.getByLabelText(/Fecha de nacimiento/), '14051990');
  await user.type(screen.getByLabelText('Correo electrónico'), 'juan@example.mx');
  await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'Nube4242');
  await user.type(screen.getByLabelText('Repite tu contraseña'), 'Nube4242');
  await user.click(screen.getByRole('checkbox', { name: /Leí y acepto el Aviso de privacidad/ }));
  await user.click(screen.getByRole('checkbox', { name: /Términos y condiciones/ }));
  await user.click(screen.getByRole('checkbox', { name: /comportamiento crediticio/ }));
}

describe('registration details with the scoring consent (issue 18)', () => {
  beforeEach(async () => {
    collector.started.length = 0;
    collector.stops.length = 0;
    await completeScoringSession(REF, 10); // no session left over from another test
  });

  it('keeps collecting when live validation stops a submit, and completes the dataset only on the real post', async () => {
    const posts: Array<{ scoring: string | null; stopsBefore: number }> = [];
    renderRoutes(
      [
        {
          path: '/registration',
          Component: Registration,
          loader: () => json(details),
          action: async ({ request }) => {
            const form = await request.formData();
            posts.push({
              scoring: form.get('scoring') as string | null,
              stopsBefore: collector.stops.length,
            });
            return json({ fieldErrors: {} });
          },
        },
      ],
      '/registration',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /cómo lleno este formulario/ }));
    await waitFor(() => expect(collector.started).toEqual([REF]));

    // A submit with empty fields: the browser's validation stops it; the session keeps running.
    await user.type(screen.getByLabelText('Nombre(s)'), 'J');
    await user.clear(screen.getByLabelText('Nombre(s)'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect((await screen.findAllByText('Este dato es obligatorio.')).length).toBeGreaterThan(0);
    expect(collector.stops).toEqual([]);
    expect(posts).toEqual([]);

    // The corrected retry goes to the server: the dataset is completed first, then posted.
    await fillValidDetails();
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(collector.stops).toEqual([{ complete: true }]);
    expect(posts[0]).toEqual({ scoring: 'on', stopsBefore: 1 });
  });
});

describe('the scoring consent in the registration request (issue 18)', () => {
  it('is sent as its own consent, from the scoring box', async () => {
    const { detailsBody } = await import('../../lib/form-schemas');
    const form = new FormData();
    expect(detailsBody(form, '5512345678', '123').consents.behaviouralScoring).toBe(false);
    form.set('scoring', 'on');
    expect(detailsBody(form, '5512345678', '123').consents.behaviouralScoring).toBe(true);
  });
});
