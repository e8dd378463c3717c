import { json } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import IsItUs from './route';

// Issue 66: "¿Somos nosotros?" posts what to check and says only yes or no (the action against the
// API's `contact-check`: apps/api's collection-contacts test).
describe('/somos-nosotros', () => {
  it('posts the kind and value and shows yes, no, or why there is no answer', async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    const answers = [
      { kind: 'phone', value: '55 0000 0002', ours: true },
      { kind: 'text', value: 'Deposita hoy', ours: false },
      { kind: 'clabe', value: '646180', problem: 'tooMany' },
    ];
    renderRoutes(
      [
        {
          path: '/somos-nosotros',
          Component: IsItUs,
          action: async ({ request }) => {
            posted.push(Object.fromEntries(await request.formData()));
            return json(answers[posted.length - 1]);
          },
        },
      ],
      '/somos-nosotros',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '¿Somos nosotros?' })).toBeTruthy();
    const user = userEvent.setup();
    const ask = async (kind: string, value: string) => {
      await user.selectOptions(screen.getByRole('combobox'), kind);
      const field = screen.getByLabelText('Escríbelo o pégalo aquí');
      await user.clear(field);
      await user.type(field, value);
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
    };
    await ask('phone', '55 0000 0002');
    expect(await screen.findByText('Sí, es nuestro.')).toBeTruthy();
    await ask('text', 'Deposita hoy');
    expect(await screen.findByText('No lo reconocemos.')).toBeTruthy();
    expect(screen.getByText(/No es un mensaje nuestro\. No deposites ni des tus datos\./)).toBeTruthy();
    await ask('clabe', '646180');
    expect(await screen.findByText(/Hiciste muchas consultas seguidas/)).toBeTruthy();
    expect(posted.map(({ kind, value }) => ({ kind, value }))).toEqual([
      { kind: 'phone', value: '55 0000 0002' },
      { kind: 'text', value: 'Deposita hoy' },
      { kind: 'clabe', value: '646180' },
    ]);
  });
});
