import { json } from '@remix-run/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { belvoForm, liveErrors, uploadForm } from '../lib/form-schemas';
import { serverTranslator } from '../lib/forms.server';
import {
  BANK_STATEMENT_UPLOAD,
  ID_DOCUMENT_UPLOAD,
  MAX_UPLOAD_BYTES,
  PAYROLL_UPLOAD,
} from '../lib/upload-rules';
import { renderRoutes } from '../test/render';
import BankStatementUpload from './registration_.bank-statement-upload/route';
import Belvo from './registration_.belvo/route';
import IdDocumentUpload from './registration_.id-document-upload/route';

const NOW = 1_740_000_000_000;
const file = (name: string, type: string, { ageMs = 0, size = 1000 } = {}) =>
  new File([new Uint8Array(size)], name, { type, lastModified: NOW - ageMs });
const formWith = (files: Record<string, File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(files)) form.set(name, value);
  return form;
};
const t = serverTranslator();

const MISSING = 'Falta este archivo. Súbelo para continuar.';

describe('the upload steps’ checks (the upload requests’ schemas, spec §5/§9)', () => {
  const idCheck = (files: Record<string, File>) =>
    liveErrors(
      uploadForm(ID_DOCUMENT_UPLOAD, () => NOW),
      formWith(files),
      t,
    );

  it('asks for every missing file by its slot', () => {
    expect(idCheck({ id_front: file('ine.jpg', 'image/jpeg') })).toEqual({
      id_back: MISSING,
      selfie: MISSING,
    });
  });

  it.each([
    ['a GIF', file('ine.gif', 'image/gif'), 'Ese formato no sirve. Sube tu archivo en JPG, JPEG, PNG, HEIC.'],
    [
      'a PDF for an ID photo',
      file('ine.pdf', 'application/pdf'),
      'Ese formato no sirve. Sube tu archivo en JPG, JPEG, PNG, HEIC.',
    ],
    [
      'a file over 10 MiB',
      file('ine.jpg', 'image/jpeg', { size: MAX_UPLOAD_BYTES + 1 }),
      'El archivo pesa más de 10 MB. Sube uno más ligero.',
    ],
    [
      'a photo taken more than 120 s ago',
      file('ine.jpg', 'image/jpeg', { ageMs: 121_000 }),
      'La foto tiene más de 2 minutos. Tómala de nuevo ahora.',
    ],
  ])('refuses %s with its reason', (_label, picked, message) => {
    const fresh = file('ok.png', 'image/png');
    expect(idCheck({ id_front: picked, id_back: fresh, selfie: fresh })).toEqual({ id_front: message });
  });

  it('accepts fresh photos by extension or type (HEIC without a type), and statements as PDF of any age', () => {
    expect(
      idCheck({
        id_front: file('ine.JPG', ''),
        id_back: file('reverso', 'image/png'),
        selfie: file('IMG_0001.heic', ''),
      }),
    ).toEqual({});
    const old = file('estado.pdf', 'application/pdf', { ageMs: 86_400_000 });
    expect(liveErrors(uploadForm(BANK_STATEMENT_UPLOAD), formWith({ bank_statement: old }), t)).toEqual({});
    expect(liveErrors(uploadForm(PAYROLL_UPLOAD), formWith({ payroll: old }), t)).toEqual({});
  });
});

describe('the ID upload step in the browser', () => {
  it('shows each missing file on its slot without posting, then posts the files as one multipart form', async () => {
    const posted: string[] = [];
    const { container } = renderRoutes(
      [
        {
          path: '/registration/id-document-upload',
          Component: IdDocumentUpload,
          loader: () => json(null),
          action: ({ request }) => {
            posted.push(request.headers.get('content-type')?.split(';')[0] ?? '');
            return json({
              fieldErrors: { selfie: 'La foto no se ve bien. Tómala de nuevo con buena luz y sin reflejos.' },
            });
          },
        },
      ],
      '/registration/id-document-upload',
    );
    const user = userEvent.setup();
    // Hydrated: the drop zones replace the plain file inputs.
    await screen.findByRole('group', { name: 'Frente de tu INE' });
    const submit = screen.getByRole('button', { name: 'Continuar' });
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText(MISSING)).toHaveLength(3));
    expect(posted).toEqual([]);

    const pickInto = async (slot: string, picked: File) => {
      const group = screen.getByRole('group', { name: slot });
      const input = group.querySelector('input[type="file"]:not([capture])') as HTMLInputElement;
      await user.upload(input, picked);
    };
    const fresh = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });
    await pickInto('Frente de tu INE', fresh('frente.jpg'));
    await waitFor(() => expect(screen.getAllByText(MISSING)).toHaveLength(2));
    await pickInto('Reverso de tu INE', fresh('reverso.jpg'));
    await pickInto('Una selfie', fresh('selfie.jpg'));
    await waitFor(() => expect(screen.queryByText(MISSING)).toBeNull());
    await user.click(submit);
    await waitFor(() => expect(posted).toEqual(['multipart/form-data']));
    // The server's error shows on its slot.
    const selfie = screen.getByRole('group', { name: 'Una selfie' });
    expect(await within(selfie).findByText(/La foto no se ve bien/)).toBeTruthy();
    expect(container.querySelectorAll('[role="alert"]').length).toBe(1);
  });

  it('refuses a statement in the wrong format before posting', async () => {
    let posted = 0;
    renderRoutes(
      [
        {
          path: '/registration/bank-statement-upload',
          Component: BankStatementUpload,
          loader: () => json(null),
          action: () => {
            posted += 1;
            return json({ fieldErrors: {} });
          },
        },
      ],
      '/registration/bank-statement-upload',
    );
    const user = userEvent.setup({ applyAccept: false });
    const group = await screen.findByRole('group', { name: 'Tu estado de cuenta' });
    const input = group.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(10)], 'estado.gif', { type: 'image/gif' }));
    expect(await within(group).findByText(/Ese formato no sirve/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continuar' });
    await user.click(submit);
    expect(await screen.findByText(MISSING)).toBeTruthy();
    expect(posted).toBe(0);
  });
});

describe('the Belvo step', () => {
  it('checks the bank with the store-link request and the widget’s list', () => {
    const form = new FormData();
    expect(liveErrors(belvoForm, form, t)).toEqual({ institution: 'Este dato es obligatorio.' });
    form.set('institution', 'banco_inventado');
    expect(liveErrors(belvoForm, form, t)).toEqual({ institution: 'Este dato no es válido.' });
    form.set('institution', 'bbva_mx_retail');
    expect(liveErrors(belvoForm, form, t)).toEqual({});
  });

  it('does not post the connection without a bank, and skipping needs no answer', async () => {
    const intents: string[] = [];
    renderRoutes(
      [
        {
          path: '/registration/belvo',
          Component: Belvo,
          loader: () => json(null),
          action: async ({ request }) => {
            intents.push(String((await request.formData()).get('intent')));
            return json({ fieldErrors: {} });
          },
        },
      ],
      '/registration/belvo',
    );
    const user = userEvent.setup();
    const connect = await screen.findByRole('button', { name: 'Conectar mi banco' });
    // The validator loads when the form is first focused (already in the module cache here).
    await import('../lib/form-schemas');
    await user.click(screen.getByRole('combobox', { name: /Tu banco/ }));
    await user.keyboard('{Escape}');
    await user.click(connect);
    expect(await screen.findByText('Este dato es obligatorio.')).toBeTruthy();
    expect(intents).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continuar sin conectar' }));
    await waitFor(() => expect(intents).toEqual(['skip']));
  });
});

describe('the upload hints (issue 37 trap 8)', () => {
  it('say what to photograph and the formats once per file, never twice', async () => {
    renderRoutes(
      [{ path: '/registration/id-document-upload', Component: IdDocumentUpload, loader: () => json(null) }],
      '/registration/id-document-upload',
    );
    await screen.findAllByText(/Que se vea completa, sin cortes/);
    for (const hint of screen.getAllByText(/Formatos:/)) {
      expect(hint.textContent?.match(/Formatos:/g)).toHaveLength(1);
    }
    expect(document.body.textContent).not.toContain('Formatos: JPG, PNG o HEIC. Formatos:');
  });
});
