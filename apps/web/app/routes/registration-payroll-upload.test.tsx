import { json, redirect } from '@remix-run/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import PayrollUpload from './registration_.payroll-upload/route';

// Issue 67 (ADR 333): the registration's payroll step offers the payroll CFDIs (XML) beside the
// slip: a form of its own that posts the files with `intent=payroll-cfdis` (its action against the
// real API: registration_.payroll-upload/payroll-upload.server.test.ts).

const PATH = '/registration/payroll-upload';

describe('/registration/payroll-upload', () => {
  it('offers the payroll CFDIs beside the slip, posts them with their intent, and says a refusal on the field', async () => {
    const posted: string[] = [];
    renderRoutes(
      [
        {
          path: PATH,
          Component: PayrollUpload,
          loader: () => json({ hasRfc: true }),
          // jsdom's File cannot be read back from a stub's multipart body: the action answers by turn.
          action: async ({ request }) => {
            posted.push(request.headers.get('content-type') ?? '');
            if (posted.length === 1) {
              return json(
                { fieldErrors: { cfdis: 'El archivo factura.xml no es un recibo de nómina.' } },
                { status: 422 },
              );
            }
            return redirect('/flow');
          },
        },
        { path: '/flow', Component: () => <p>flow</p> },
      ],
      PATH,
    );
    // The slip's upload stays; the CFDIs are a second, named way through the step.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu recibo de nómina' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: '¿Tienes el XML de tus recibos de nómina?' }),
    ).toBeTruthy();
    expect(screen.getByText(/tus cobros domiciliados se harán esos días/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Agregar mi RFC' })).toBeNull();
    const user = userEvent.setup();
    const field = screen.getByLabelText(/Tus recibos de nómina \(XML\)/) as HTMLInputElement;
    expect(field.multiple).toBe(true);
    // Its button names the form, so the action tells it from the slip's.
    const submit = screen.getByRole('button', { name: 'Comprobar mis ingresos y continuar' });
    expect([submit.getAttribute('name'), submit.getAttribute('value')]).toEqual(['intent', 'payroll-cfdis']);
    await user.upload(field, [new File(['<cfdi:Comprobante/>'], 'factura.xml', { type: 'text/xml' })]);
    await user.click(screen.getByRole('button', { name: 'Comprobar mis ingresos y continuar' }));
    const refusal = await screen.findByText('El archivo factura.xml no es un recibo de nómina.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(posted).toEqual([expect.stringMatching(/^multipart\/form-data/)]);

    const again = screen.getByLabelText(/Tus recibos de nómina \(XML\)/) as HTMLInputElement;
    await user.upload(again, [new File(['<cfdi:Comprobante/>'], 'enero.xml', { type: 'text/xml' })]);
    await user.click(screen.getByRole('button', { name: 'Comprobar mis ingresos y continuar' }));
    expect(await screen.findByText('flow')).toBeTruthy();
    expect(posted).toHaveLength(2);
  });

  it('asks a borrower without an RFC to add it, with a link', async () => {
    renderRoutes([{ path: PATH, Component: PayrollUpload, loader: () => json({ hasRfc: false }) }], PATH);
    expect(await screen.findByText(/Para revisar tus recibos necesitamos tu RFC/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar mi RFC' }).getAttribute('href')).toBe('/profile/rfc');
  });
});
