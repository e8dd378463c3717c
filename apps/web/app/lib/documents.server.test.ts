// @vitest-environment node
import { LOAN_DOCUMENT_TYPES } from '@lender/contracts';
import type { ApiResult } from '@lender/sdk';
import { describe, expect, inject, it } from 'vitest';
import { routeOfHref } from '../test/site-routes';
import { AGREEMENT_DOCUMENTS, agreementDocumentHref, keptDocumentHref } from './document-links';
import { documentFileName, pdfResponse } from './lending.server';

// Issue 47: the PDFs a borrower opens are resource routes' answers, not pages.

const PDF = new TextEncoder().encode('%PDF-1.3\n%fake but typed\n');
const ok = (contentType = 'application/pdf'): ApiResult<{ bytes: Uint8Array; contentType: string }> => ({
  status: 200,
  success: true,
  data: { bytes: PDF, contentType },
  errors: {},
  violations: [],
  message: undefined,
  code: undefined,
  pagination: undefined,
  invalid: [],
});
const refused = (status: number): ApiResult<{ bytes: Uint8Array; contentType: string }> => ({
  status,
  success: false,
  data: null,
  errors: {},
  violations: [],
  message: 'not found',
  code: 'not_found',
  params: undefined,
  pagination: undefined,
});
const thrown = (run: () => unknown): Response => {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('pdfResponse', () => {
  it('answers the PDF to save under its Spanish name, never cached nor sniffed, with the session cookie', async () => {
    const session = new Headers({ 'Set-Cookie': '__session=abc; Path=/; HttpOnly' });
    const response = pdfResponse(ok(), 'contrato-borrador.pdf', session);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="contrato-borrador.pdf"; filename*=UTF-8''contrato-borrador.pdf`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toContain('__session=abc');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('keeps a name with accents readable: plain ASCII in filename, the whole in filename*', () => {
    const response = pdfResponse(ok(), 'carátula.pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="caratula.pdf"; filename*=UTF-8''car%C3%A1tula.pdf`,
    );
  });

  it('throws a 404 in Spanish for a refusal (another borrower’s document, none in this state)', async () => {
    const response = thrown(() => pdfResponse(refused(404), 'caratula.pdf'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      'No encontramos este documento. Ábrelo desde la página donde lo viste.',
    );
  });

  it('never labels something else as a PDF', () => {
    expect(thrown(() => pdfResponse(ok('text/html'), 'caratula.pdf')).status).toBe(503);
  });
});

describe('documentFileName', () => {
  it('names every document in Spanish, and the agreement documents before signing as drafts', () => {
    expect(LOAN_DOCUMENT_TYPES.map((type) => documentFileName(type))).toEqual([
      'contrato-firmado.pdf',
      'caratula.pdf',
      'tabla-de-pagos.pdf',
      'terminos-y-condiciones.pdf',
      'aviso-de-privacidad.pdf',
      'autorizacion-buro-de-credito.pdf',
      'convenio-de-prorroga.pdf',
      'carta-de-no-adeudo.pdf',
    ]);
    expect(AGREEMENT_DOCUMENTS.map((type) => documentFileName(type, { draft: true }))).toEqual([
      'contrato-borrador.pdf',
      'caratula-borrador.pdf',
      'tabla-de-pagos-borrador.pdf',
    ]);
    // Only the agreement documents have drafts.
    expect(documentFileName('paid_off_letter', { draft: true })).toBe('carta-de-no-adeudo.pdf');
  });
});

describe('the document links', () => {
  const routeOf = (href: string) => routeOfHref(inject('siteRoutes'), href);

  it.each([...AGREEMENT_DOCUMENTS.map((type) => agreementDocumentHref(type)), keptDocumentHref(42)])(
    '%s is a resource route: a loader and nothing to render, so Remix answers its PDF',
    async (href) => {
      const route = routeOf(href);
      expect(route?.file).toMatch(
        /^routes\/(application\.documents\.\$type|profile_\.documents\.\$id)\/route\.ts$/,
      );
      const module = (await import(/* @vite-ignore */ `../${route?.file}`)) as Record<string, unknown>;
      expect(typeof module.loader).toBe('function');
      expect(module.default).toBeUndefined();
      expect(module.ErrorBoundary).toBeUndefined();
    },
  );
});
