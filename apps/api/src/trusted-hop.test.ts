import { BROWSER_ADDRESS_HEADER, DEV_SITE_API_KEY, SITE_KEY_HEADER } from '@lender/contracts';
import { DEFAULT_LIMITS } from '@lender/core';
import { createTestCore, type TestCore } from '@lender/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { curp, lastCodeSentTo, nextPhone, registrationBody, SANDBOX_CAPTCHA_TOKEN } from './test/fixtures';
import { call, type TestApp } from './test/test-app';

// Issue 35 finding 1, with the documented limits (DEFAULT_LIMITS): the sites call the API from their
// own address; over the trusted hop (ADR 107) the API counts each browser's address instead, and
// only for a caller that proves it is a site.
let t: TestCore;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestCore({ limits: { ...DEFAULT_LIMITS } });
  app = createApp({ core: t.core });
});
afterAll(() => t.close());

let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;
/** Headers of a call the borrower site makes for a browser at `address`. */
const viaSite = (address: string) => ({
  [SITE_KEY_HEADER]: DEV_SITE_API_KEY,
  [BROWSER_ADDRESS_HEADER]: address,
});

const login = (username: string, password: string, headers: Record<string, string>) =>
  call(app, 'POST', '/web/public/client/login', { body: { username, password }, headers });

let curps = 0;
async function registered(address: string): Promise<{ phone: string; password: string }> {
  curps += 1;
  const body = registrationBody({
    nationalIdentificator: curp(`HOPX9001${String(curps).padStart(2, '0')}HDFRRN0`),
    birthDate: `1990-01-${String(curps).padStart(2, '0')}`,
  });
  const phone = body.mobilePhone.number;
  const sent = await call(app, 'POST', '/web/public/client/phone/sms-code', {
    body: { mobilePhone: { number: phone }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
    headers: viaSite(address),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const smsCode = await lastCodeSentTo({ core: t.core } as TestApp, phone);
  const created = await call(app, 'POST', '/web/public/client', {
    body: { ...body, smsCode },
    headers: viaSite(address),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { phone, password: body.password };
}

describe('logins behind one site (finding 1)', () => {
  it("a wrong-login flood from one browser leaves another browser's login working", async () => {
    const attacker = newAddress();
    const borrower = newAddress();
    const { phone, password } = await registered(borrower);
    t.clock.advance(60_000);
    const flood = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute + 5; i++) {
      flood.push(await login(`nadie.${i}@example.com`, 'Adivina2026', viaSite(attacker)));
    }
    expect(flood.at(-1)?.body.code).toBe('login_attempts_exceeded');
    // The borrower, behind the same site, signs in.
    const mine = await login(phone, password, viaSite(borrower));
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    // The attacker's own address stays closed, even for a right password.
    expect((await login(phone, password, viaSite(attacker))).body.code).toBe('login_attempts_exceeded');
  });

  it('right passwords do not spend the address allowance: a carrier address full of honest people', async () => {
    const carrier = newAddress();
    const { phone, password } = await registered(carrier);
    t.clock.advance(60_000);
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute * 2; i++) {
      const ok = await login(phone, password, viaSite(carrier));
      expect(ok.status, `login ${i}: ${JSON.stringify(ok.body)}`).toBe(200);
    }
    // Wrong ones are still counted, and the cap holds.
    const wrong = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute + 1; i++) {
      wrong.push(await login(`otro.${i}@example.com`, 'Adivina2026', viaSite(carrier)));
    }
    expect(wrong.filter((r) => r.body.code === 'invalid_credentials')).toHaveLength(
      DEFAULT_LIMITS.loginPerAddressPerMinute,
    );
    expect(wrong.at(-1)?.body.code).toBe('login_attempts_exceeded');
  });

  it('the browser address is believed only beside a valid site key', async () => {
    const { phone, password } = await registered(newAddress());
    t.clock.advance(60_000);
    // A caller without the key (a browser on the API directly), or with a wrong one, claims a new
    // address on every try: they all count as one caller, whose allowance closes.
    const claims = [];
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute + 2; i++) {
      const headers: Record<string, string> =
        i % 2 === 0
          ? { [BROWSER_ADDRESS_HEADER]: newAddress(), 'x-forwarded-for': newAddress() }
          : { [SITE_KEY_HEADER]: 'guessed-key', [BROWSER_ADDRESS_HEADER]: newAddress() };
      claims.push(await login(`spray.${i}@example.com`, 'Adivina2026', headers));
    }
    expect(claims.at(-1)?.body.code).toBe('login_attempts_exceeded');
    expect((await login(phone, password, {})).body.code).toBe('login_attempts_exceeded');
    // A site's own calls are unaffected.
    expect((await login(phone, password, viaSite(newAddress()))).status).toBe(200);
  });

  it('behind a trusted reverse proxy, the entry it wrote counts, not what its caller claimed', async () => {
    const proxied = createApp({ core: t.core, trustProxy: true, siteApiKeys: [] });
    const { phone, password } = await registered(newAddress());
    t.clock.advance(60_000);
    const attacker = newAddress();
    for (let i = 0; i < DEFAULT_LIMITS.loginPerAddressPerMinute + 1; i++) {
      await call(proxied, 'POST', '/web/public/client/login', {
        body: { username: `x.${i}@example.com`, password: 'Adivina2026' },
        headers: { 'x-forwarded-for': `${newAddress()}, ${attacker}` },
      });
    }
    const refused = await call(proxied, 'POST', '/web/public/client/login', {
      body: { username: phone, password },
      headers: { 'x-forwarded-for': `${newAddress()}, ${attacker}` },
    });
    expect(refused.body.code).toBe('login_attempts_exceeded');
    const other = await call(proxied, 'POST', '/web/public/client/login', {
      body: { username: phone, password },
      headers: { 'x-forwarded-for': `${attacker}, ${newAddress()}` },
    });
    expect(other.status).toBe(200);
    // With no site keys configured, the site's header means nothing.
    const spoofed = await call(proxied, 'POST', '/web/public/client/login', {
      body: { username: phone, password },
      headers: { ...viaSite(newAddress()), 'x-forwarded-for': attacker },
    });
    expect(spoofed.body.code).toBe('login_attempts_exceeded');
  });
});

describe('SMS codes behind one site (finding 1)', () => {
  it("a fresh phone registers after another browser used its address's daily codes", async () => {
    const busy = newAddress();
    let sent = 0;
    while (sent < DEFAULT_LIMITS.smsPerAddressPerDay) {
      t.clock.advance(60_000);
      for (
        let i = 0;
        i < DEFAULT_LIMITS.smsPerAddressPerMinute && sent < DEFAULT_LIMITS.smsPerAddressPerDay;
        i++
      ) {
        const res = await call(app, 'POST', '/web/public/client/phone/sms-code', {
          body: { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
          headers: viaSite(busy),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        sent += 1;
      }
    }
    t.clock.advance(60_000);
    const more = await call(app, 'POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: nextPhone() }, captchaToken: SANDBOX_CAPTCHA_TOKEN },
      headers: viaSite(busy),
    });
    expect(more.body.code).toBe('request_count_by_day_exceed');
    // Another browser behind the same site registers a brand-new phone.
    const { phone, password } = await registered(newAddress());
    expect((await login(phone, password, viaSite(newAddress()))).status).toBe(200);
  });
});
