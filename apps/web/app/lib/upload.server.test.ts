// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFiles } from './registration.server';
import { ID_DOCUMENT_UPLOAD, PAYROLL_UPLOAD } from './upload-rules';

const post = (form: FormData) =>
  new Request('http://site.test/registration/upload', { method: 'POST', body: form });

describe('readFiles (an upload step without JavaScript)', () => {
  it('answers the browser’s checks in Spanish before the API is called', async () => {
    const form = new FormData();
    form.set('payroll', new File([new Uint8Array(10)], 'nomina.gif', { type: 'image/gif' }));
    const { files, fieldErrors } = await readFiles(post(form), PAYROLL_UPLOAD);
    expect(files).toEqual({});
    expect(fieldErrors).toEqual({
      payroll: 'Ese formato no sirve. Sube tu archivo en JPG, JPEG, PNG, HEIC, PDF.',
    });
  });

  it('names each missing file and passes on the good ones', async () => {
    const form = new FormData();
    form.set('id_front', new File([new Uint8Array(10)], 'frente.jpg', { type: 'image/jpeg' }));
    form.set('selfie', new File([], ''));
    const { files, fieldErrors } = await readFiles(post(form), ID_DOCUMENT_UPLOAD);
    expect(Object.keys(files)).toEqual(['id_front']);
    expect(fieldErrors).toEqual({
      id_back: 'Falta este archivo. Súbelo para continuar.',
      selfie: 'Falta este archivo. Súbelo para continuar.',
    });
  });
});
