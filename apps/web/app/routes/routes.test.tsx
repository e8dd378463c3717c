import { NAME_FIELDS } from '@lender/contracts';
import { json } from '@remix-run/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteErrorPage } from '../components/SiteErrorPage';
import { SiteLayout } from '../components/SiteLayout';
import type { RootData } from '../lib/root-data';
import { renderRoutes } from '../test/render';
import Login from './ingresar/route';
import Registration from './registration/route';

const root: RootData = {
  user: { firstName: 'Ana', email: 'ana@example.mx' },
  isAdmin: false,
  sandbox: true,
  progress: 30,
  registrationStep: 0,
  company: {
    legalName: 'Préstamos Demo, S.A. de C.V., SOFOM, E.N.R. (DEMO)',
    tradeName: 'Lender',
    rfc: 'PDE000000XX0',
    address: 'Av. Paseo de la Reforma 000, Ciudad de México (DEMO)',
    website: 'https://prestamos-demo.example',
    phone: '55 0000 0000',
    email: 'atencion@prestamos-demo.example',
    hours: '9 a 18',
    collections: { phone: '5587654321', email: 'cobranza@lender.test', hours: '9 a 18' },
    privacyEmail: 'privacidad@prestamos-demo.example',
    une: { phone: '5511112222', email: 'une@lender.test', address: 'Reforma 000', hours: '9 a 18' },
    condusef: { phone: '55 5340 0999', website: 'www.condusef.gob.mx' },
    recaNumber: '123',
    demo: true,
  },
  contacts: {
    cc: { phone: '5512345678', email: 'ayuda@lender.test', hours: '9 a 18' },
    dc: { phone: '5587654321', email: 'cobranza@lender.test', hours: '9 a 18' },
  },
  year: 2026,
  title: 'Lender',
  externalLoginUrl: 'https://login.example.com',
};

describe('login (/ingresar)', () => {
  it('posts the form and shows the Spanish errors the action answers, on their fields', async () => {
    renderRoutes(
      [
        {
          path: '/ingresar',
          Component: Login,
          action: () =>
            json({ fieldErrors: { password: 'Usa al menos 4 caracteres.' }, formError: 'Revisa tus datos.' }),
        },
      ],
      '/ingresar',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresa a tu cuenta' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Celular o correo'), 'ana@example.mx');
    await userEvent.type(screen.getByLabelText('Contraseña', { exact: true }), 'Nube4242');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Usa al menos 4 caracteres.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Revisa tus datos.');
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).getAttribute('href')).toBe(
      '/recover',
    );
  });
});

describe('validation as you type (the API request schema in the browser)', () => {
  it('shows the field error when the field loses focus and does not post while a field is wrong', async () => {
    let posted = 0;
    renderRoutes(
      [
        {
          path: '/ingresar',
          Component: Login,
          action: () => {
            posted += 1;
            return json({ fieldErrors: {} });
          },
        },
      ],
      '/ingresar',
    );
    const username = await screen.findByLabelText('Celular o correo');
    await userEvent.type(username, '55 12');
    await userEvent.tab();
    const message = 'Escribe tu celular de 10 dígitos o tu correo electrónico.';
    expect(await screen.findByText(message)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Este dato es obligatorio.')).toBeTruthy();
    expect(posted).toBe(0);
    await userEvent.clear(username);
    await userEvent.type(username, 'ana@example.mx');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });
});

describe('registration (/registration)', () => {
  const loaderData = (stage: string) => ({
    stage,
    phone: '5512345678',
    resendIn: 42,
    details: {},
    today: '2026-03-01',
    flash: null,
    company: 'Lender',
    nameFields: NAME_FIELDS,
  });

  it('asks for the phone first, with no "Paso X de N" whose N is not the journey\'s (issue 37 trap 9)', async () => {
    renderRoutes(
      [{ path: '/registration', Component: Registration, loader: () => json(loaderData('phone')) }],
      '/registration',
    );
    expect(await screen.findByLabelText('Celular')).toBeTruthy();
    expect(screen.queryByText(/Paso \d+ de \d+/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeTruthy();
  });

  it('shows the code stage with the masked phone and the resend countdown', async () => {
    renderRoutes(
      [{ path: '/registration', Component: Registration, loader: () => json(loaderData('code')) }],
      '/registration',
    );
    expect(await screen.findByText('Te enviamos un código de 3 dígitos al +52 (55) 1234-5678.')).toBeTruthy();
    expect(screen.getByText(/42/)).toBeTruthy();
  });

  it('asks for every consent on the details stage, with the Buró clause and its 3 years', async () => {
    renderRoutes(
      [{ path: '/registration', Component: Registration, loader: () => json(loaderData('details')) }],
      '/registration',
    );
    expect(await screen.findByText('Tus datos')).toBeTruthy();
    expect(screen.getByText(/vigencia de 3 años/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe(
      '/aviso-de-privacidad',
    );
    expect(screen.getByRole('checkbox', { name: /Términos y condiciones/ })).toBeTruthy();
  });
});

describe('the layout', () => {
  it('labels the user menu with the first name, shows the sandbox banner and the footer contacts', async () => {
    renderRoutes([
      {
        path: '/',
        Component: () => (
          <SiteLayout root={root}>
            <p>contenido</p>
          </SiteLayout>
        ),
      },
    ]);
    expect(await screen.findByText('contenido')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Ana/ }).length).toBeGreaterThan(0);
    // The banner is loaded lazily (it is not part of a guest's first load).
    expect(await screen.findByText('Estás en modo sandbox: no te fíes de lo que ves.')).toBeTruthy();
    expect(screen.getAllByText('ayuda@lender.test').length).toBeGreaterThan(0);
    expect(screen.getByText(/Registro de Contratos de Adhesión \(RECA\): 123/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al contenido' }).getAttribute('href')).toBe('#main');
  });

  it('shows the Spanish 404 with links home', async () => {
    renderRoutes([{ path: '/', Component: () => <SiteErrorPage status={404} adminMessage={null} /> }]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/No encontramos/),
    );
  });

  it('shows the maintenance text for other errors, with details only for admins', async () => {
    renderRoutes([
      { path: '/', Component: () => <SiteErrorPage status={500} adminMessage="ERP response 500 /x" /> },
    ]);
    expect(await screen.findByText(/ERP response 500/)).toBeTruthy();
  });
});
