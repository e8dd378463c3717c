// @vitest-environment node
import { demoProduct, type ProductConfig } from '@lender/calculator';
import { formatDate, formatMoney, formatPercent } from '@lender/i18n';
import { backoffice } from '@lender/i18n/es-MX';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessApi, load, loaded, SITE, startInProcessApi } from '../../test/in-process-api';
import { FeeRegistrationsSection } from '../components/settings-fee-registrations';
import { commitSession, getSession, kit } from '../server/api.server';
import { settingsLoader } from './_app.settings.server';

// ADR 314: the settings screen against the real API in process and its platform clock — the fees in
// force today with their RECO folios, and the pricing changes scheduled apart. A cut of the
// processing fee approved for tomorrow: today the old fee and folio, the new one under the scheduled
// ones; at 23:59 Mexico City the day before still the old; at 00:00 Mexico City of its day the new.

const BO = '/web/private/back-office';
const words = backoffice.settings.reco;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let api: InProcessApi;
let today: string;
let tomorrow: string;
let yesterday: string;
let reader: { email: string; totpSecret: string };

/**
 * A GET of the screen signed in now: the platform clock moved by hours outlives an access token,
 * so a reader signs in again at the new time (the seeded admin's cookie is for the first minutes).
 */
async function signedInGet(path: string): Promise<Request> {
  const { totpCode } = await load('@lender/core');
  const first = await api.t.call('POST', '/web/public/user/login', {
    body: { username: reader.email, password: 'a-long-admin-password' },
  });
  const second = await api.t.call('POST', '/web/public/user/login', {
    body: { totp: totpCode(reader.totpSecret, api.t.clock.now()) },
    token: first.body.Authorization,
  });
  const session = await getSession(new Request(`${SITE}/`));
  kit().setToken(session, second.body.Authorization);
  session.set('issuedAt', Math.floor(Date.now() / 1000));
  session.set('language', 'es-MX');
  const cookie = (await commitSession(session)).split(';')[0] as string;
  return new Request(`${SITE}${path}`, { headers: { cookie } });
}

/** The screen's RECO section as the admin reads it, from what the loader gave. */
async function screen(fresh = false) {
  const page = await loaded(settingsLoader(fresh ? await signedInGet('/settings') : api.get('/settings')));
  const product = page.settings.product.effective as ProductConfig;
  const html = renderToStaticMarkup(
    createElement(FeeRegistrationsSection, { product, inForceOn: page.settings.product.inForceOn }),
  );
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const [inForce = '', scheduled = ''] = html.split(`<h3>${words.scheduled}</h3>`);
  const row = (name: string) => text(inForce.split('<tr>').find((one) => one.includes(`>${name}<`)) ?? '');
  return {
    inForceOn: page.settings.product.inForceOn as string,
    inForce: text(inForce),
    scheduled: text(scheduled),
    row,
  };
}

beforeAll(async () => {
  api = await startInProcessApi();
  const created = await api.t.core.backOfficeUsers.create({
    email: 'settings-reader@lender.test',
    name: 'Reader',
    password: 'a-long-admin-password',
    role: 'admin',
  });
  reader = { email: 'settings-reader@lender.test', totpSecret: created.totpSecret };
  const now = await screen();
  today = now.inForceOn;
  tomorrow = addDays(today, 1);
  yesterday = addDays(today, -1);
  // A cut registered yesterday is in force from tomorrow (2 calendar days).
  const asked = await api.t.call('POST', `${BO}/settings/pricing-requests`, {
    token: api.token,
    body: {
      pricing: { fees: { processingFee: { kind: 'fixed', amount: 20_00 } } },
      registrations: { processingFee: { folio: 'RECO-2026-0777', registeredOn: yesterday } },
      effectiveOn: tomorrow,
      reason: 'Baja de la comisión por trámite',
    },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const approved = await api.t.call('PUT', `${BO}/approvals/${asked.body.data.id}/approve`, {
    token: api.checkerToken,
    body: { version: asked.body.data.version },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}, 180_000);
afterAll(() => api?.close());

describe('the settings screen: fees in force today and the scheduled ones apart', () => {
  const oldFolio = demoProduct.registrations?.processingFee?.folio ?? '';
  const oldFee = formatMoney((demoProduct.fees.processingFee as { amount: number }).amount);
  const name = words.names.processingFee;

  it('today: the old fee and folio in force; the new fee, its folio and its day under the scheduled ones', async () => {
    const now = await screen();
    expect(now.inForceOn).toBe(today);
    expect(now.inForce).toContain(fill(words.inForceToday, { date: formatDate(today) }));
    expect(now.row(name)).toContain(`${name} ${oldFee} ${oldFolio}`);
    expect(now.inForce).not.toContain('RECO-2026-0777');
    expect(now.scheduled).toContain(fill(words.effectiveOn, { date: formatDate(tomorrow) }));
    expect(now.scheduled).toContain(
      fill(words.changeOf, { fee: name, value: '$20.00', folio: 'RECO-2026-0777', registeredOn: '' }).trim(),
    );
    // es-MX formats: pesos with centavos, percent with two decimals, dates dd.mm.yyyy.
    const serviceBps = (demoProduct.fees.serviceFee as { bps: number }).bps;
    expect(now.row(words.names.serviceFee)).toContain(
      fill(backoffice.settings.ofAmount, { rate: formatPercent(serviceBps / 100, { decimals: 2 }) }),
    );
    expect(now.row(words.names.lateFee)).toContain(
      fill(words.perDay, { rate: formatPercent(demoProduct.lateFee.dailyBps / 100, { decimals: 2 }) }),
    );
    expect(now.inForce).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(`${now.inForce} ${now.scheduled}`).not.toMatch(/backoffice:|processingFee|\d{4}-\d{2}-\d{2}/);
  });

  it('at 23:59 Mexico City the day before (05:59 UTC of its day): still the old fee, the new one scheduled', async () => {
    api.t.clock.set(`${tomorrow}T05:59:00Z`);
    const before = await screen(true);
    expect(before.inForceOn).toBe(today);
    expect(before.row(name)).toContain(`${oldFee} ${oldFolio}`);
    expect(before.scheduled).toContain('RECO-2026-0777');
  });

  it('at 00:00 Mexico City of its day: the new fee with its folio in force, nothing scheduled', async () => {
    api.t.clock.set(`${tomorrow}T06:00:00Z`);
    const after = await screen(true);
    expect(after.inForceOn).toBe(tomorrow);
    expect(after.inForce).toContain(fill(words.inForceToday, { date: formatDate(tomorrow) }));
    expect(after.row(name)).toBe(
      `${name} $20.00 RECO-2026-0777 ${formatDate(yesterday)} ${formatDate(tomorrow)}`,
    );
    expect(after.inForce).not.toContain(oldFolio);
    expect(after.scheduled).toContain(words.noneScheduled);
  });
});
