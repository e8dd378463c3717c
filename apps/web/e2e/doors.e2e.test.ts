import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteRoutes } from '../app/test/site-routes';
import { type Borrower, type Lending, lendingOf, shot } from './borrowers';
import { expectRefusal, type Stack, startStack } from './harness';

// Issue 35, as an attacker and as a borrower, against the built site (server.mjs) and the real API
// with the documented limits. Each browser is its own loopback address (127.0.0.2, .3 …): the
// site's server sees it on the socket and hands it to the API over the trusted hop.

const CORE_MODULE = '@lender/core';
const FIXTURES_MODULE = '@lender/api-server/src/test/fixtures';

interface Fixtures {
  curp(first17: string): string;
  registrationBody(overrides?: Record<string, unknown>): Record<string, unknown> & {
    mobilePhone: { number: string };
  };
  nextPhone(): string;
  lastCodeSentTo(app: unknown, to: string): Promise<string>;
}

let stack: Stack;
let lending: Lending;
let fixtures: Fixtures;
let limits: Record<string, number>;
let site: URL;

beforeAll(async () => {
  const core = (await import(/* @vite-ignore */ CORE_MODULE)) as { DEFAULT_LIMITS: Record<string, number> };
  limits = { ...core.DEFAULT_LIMITS };
  stack = await startStack({ limits });
  lending = await lendingOf(stack);
  fixtures = (await import(/* @vite-ignore */ FIXTURES_MODULE)) as Fixtures;
  site = new URL(stack.siteUrl);
});
afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  cookies: string[];
}

/** One request to the site from the browser at `from` (a loopback address of this machine). */
function send(
  from: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; continue?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      // A connection of its own each time (`agent: false`): Node's default agent keeps sockets alive,
      // and one reused just as the site's 5-second keep-alive closes it hangs up ("socket hang up")
      // on a loaded machine.
      {
        host: site.hostname,
        port: site.port,
        method,
        path,
        headers: options.headers,
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.continue) req.on('continue', () => req.end(options.body));
    else req.end(options.body);
  });
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json', origin: stack.siteUrl },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: stack.siteUrl },
  body: new URLSearchParams(fields).toString(),
});
const cookieOf = (answer: Answer) => answer.cookies.map((c) => c.split(';')[0]).join('; ');

let borrowers = 0;
const PASSWORD = 'Nube4242';
async function borrower(): Promise<Borrower> {
  borrowers += 1;
  return lending.journeys.onboardBorrower(lending.api, 350 + borrowers);
}

async function signIn(from: string, who: Borrower): Promise<string> {
  const answer = await send(from, 'POST', '/ingresar', form({ username: who.phone, password: PASSWORD }));
  expect(answer.status, answer.body.slice(0, 300)).toBe(302);
  return cookieOf(answer);
}

describe('one borrower does not lock out the others (finding 1)', () => {
  it("a wrong-login flood from one browser leaves another browser's login working", async () => {
    const honest = await borrower();
    stack.api.clock.advance(60_000);
    let last: Answer | undefined;
    for (let i = 0; i < (limits.loginPerAddressPerMinute as number) + 2; i++) {
      last = await send('127.0.0.2', 'POST', '/web/public/client/login', {
        ...json({ username: `nadie.${i}@example.com`, password: 'Adivina2026' }),
        // What a browser writes here is not believed.
        headers: { ...json({}).headers, 'x-forwarded-for': `10.9.8.${i}` },
      });
    }
    expect(last?.status).toBe(429);
    expect(JSON.parse(last?.body ?? '{}').code).toBe('login_attempts_exceeded');
    const login = await send(
      '127.0.0.3',
      'POST',
      '/ingresar',
      form({ username: honest.phone, password: PASSWORD }),
    );
    expect(login.status, login.body.slice(0, 300)).toBe(302);
    expect(login.headers.location).toBe('/flow');
    // The flooding browser's own address stays closed.
    const flooder = await send(
      '127.0.0.2',
      'POST',
      '/ingresar',
      form({ username: honest.phone, password: PASSWORD }),
    );
    expect(flooder.status).toBe(429);
    expect(flooder.body).toMatch(/intentos/);
  });

  it("a fresh phone registers after another browser used its address's daily codes", async () => {
    let sent = 0;
    while (sent < (limits.smsPerAddressPerDay as number)) {
      stack.api.clock.advance(60_000);
      for (
        let i = 0;
        i < (limits.smsPerAddressPerMinute as number) && sent < (limits.smsPerAddressPerDay as number);
        i++
      ) {
        const code = await send(
          '127.0.0.4',
          'POST',
          '/web/public/client/phone/sms-code',
          json({ mobilePhone: { number: fixtures.nextPhone() }, captchaToken: 'web-sandbox' }),
        );
        expect(code.status, code.body).toBe(200);
        sent += 1;
      }
    }
    stack.api.clock.advance(60_000);
    const spent = await send(
      '127.0.0.4',
      'POST',
      '/web/public/client/phone/sms-code',
      json({ mobilePhone: { number: fixtures.nextPhone() }, captchaToken: 'web-sandbox' }),
    );
    expect(JSON.parse(spent.body).code).toBe('request_count_by_day_exceed');

    const body = fixtures.registrationBody({
      nationalIdentificator: fixtures.curp('DOOR900303HDFRRN0'),
      birthDate: '1990-03-03',
      captchaToken: 'web-sandbox',
    });
    const phone = body.mobilePhone.number;
    const code = await send(
      '127.0.0.5',
      'POST',
      '/web/public/client/phone/sms-code',
      json({ mobilePhone: { number: phone }, captchaToken: 'web-sandbox' }),
    );
    expect(code.status, code.body).toBe(200);
    const smsCode = await fixtures.lastCodeSentTo(stack.api, phone);
    const registered = await send('127.0.0.5', 'POST', '/web/public/client', json({ ...body, smsCode }));
    expect(registered.status, registered.body).toBe(201);
    // The site kept the token in its sealed cookie; the body carries none.
    expect(registered.body).not.toMatch(/Authorization/);
    expect(cookieOf(registered)).toMatch(/^__session=v1\./);
  });
});

describe('redirects stay on the site (finding 2)', () => {
  it.each([
    ['%2F%5Cevil.test', '/flow'],
    ['%2F%09%2Fevil.test', '/flow'],
    ['%2F%2Fevil.test', '/flow'],
    ['https%3A%2F%2Fevil.test', '/flow'],
    ['%2Fprofile', '/profile'],
  ])('/ingresar?redirectTo=%s sends a signed-in borrower to %s', async (redirectTo, location) => {
    const who = await borrower();
    const answer = await send(
      '127.0.0.6',
      'POST',
      `/ingresar?redirectTo=${redirectTo}`,
      form({ username: who.phone, password: PASSWORD }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(location);
    // A redirect that sets a cookie is not stored by any cache (finding 6).
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/session goes nowhere else either', async () => {
    for (const redirectTo of ['//evil.test', '/\\evil.test', '/\t/evil.test', 'javascript:alert(1)']) {
      const answer = await send(
        '127.0.0.6',
        'POST',
        '/session',
        form({ intent: 'leave-registration', redirectTo }),
      );
      expect(answer.headers.location).toBe('/');
    }
  });
});

describe('a link does not plant a session (finding 4)', () => {
  const unsigned = () =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '1', account_type: 'user', mfa: false, sid: 'x', exp: 4_102_444_800 }),
    ).toString('base64url')}.`;

  it('an unsigned (alg none) token in ?token= is dropped, unstored, and the URL cleaned', async () => {
    const answer = await send('127.0.0.7', 'GET', `/flow?token=${unsigned()}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/flow');
    expect(answer.cookies).toEqual([]);
  });

  it("a signed-out visitor's link asks '¿Continuar como …?' and signs in only on Continuar (issue 47)", async () => {
    const theirs = await borrower();
    const them = (await lending.api.call('GET', '/web/private/client', { token: theirs.token })).body.data;
    const link = `/profile?token=${encodeURIComponent(theirs.token)}`;
    // Opening the link (a GET: an image, a prefetch, a planted link) signs nobody in.
    const opened = await send('127.0.0.13', 'GET', link);
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/continuar?redirectTo=%2Fprofile');
    const cookie = cookieOf(opened);
    const profile = await send('127.0.0.13', 'GET', '/profile', { headers: { cookie } });
    expect(profile.status).toBe(302);
    expect(profile.headers.location).toMatch(/^\/ingresar/);
    const asked = await send('127.0.0.13', 'GET', '/continuar?redirectTo=%2Fprofile', {
      headers: { cookie },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toContain(`¿Continuar como ${them.firstName}?`);
    // A form on another site cannot press "Continuar" for the visitor.
    const forged = await send('127.0.0.13', 'POST', '/session', {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      body: 'intent=link-continue&redirectTo=%2Fprofile',
    });
    expect(forged.status).toBe(403);
    expect((await send('127.0.0.13', 'GET', '/profile', { headers: { cookie } })).status).toBe(302);

    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'es-MX',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.siteUrl}${link}`);
      await page.waitForURL(/\/continuar\?redirectTo=%2Fprofile$/);
      const question = page.getByRole('heading', { level: 1, name: `¿Continuar como ${them.firstName}?` });
      await expect(question.isVisible()).resolves.toBe(true);
      await shot(page, 'link-sign-in');
      // "No soy yo": home, nobody signed in, the link's token gone.
      await page.getByRole('button', { name: 'No soy yo' }).click();
      await page.waitForURL(`${stack.siteUrl}/`);
      await page.goto(`${stack.siteUrl}/continuar?redirectTo=%2Fprofile`);
      await page.waitForURL(/\/ingresar/);
      // The link again, and "Continuar": the page it named, as its account.
      await page.goto(`${stack.siteUrl}${link}`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/\/profile$/);
      await expect(page.getByText(them.email).first().isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it("another account's link asks before it replaces the session; keeping is the default", async () => {
    const mine = await borrower();
    const theirs = await borrower();
    const myEmail = (await lending.api.call('GET', '/web/private/client', { token: mine.token })).body.data
      .email;
    const theirEmail = (await lending.api.call('GET', '/web/private/client', { token: theirs.token })).body
      .data.email;
    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'es-MX',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.siteUrl}/profile?token=${encodeURIComponent(mine.token)}`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL(/\/profile$/);
      await expect(page.getByText(myEmail).first().isVisible()).resolves.toBe(true);
      // The attacker's (verified) token arrives by a link.
      await page.goto(`${stack.siteUrl}/profile?token=${encodeURIComponent(theirs.token)}`);
      await page.waitForURL(/\/profile$/);
      const prompt = page.getByRole('heading', { name: 'Este enlace es de otra cuenta' });
      await expect(prompt.isVisible()).resolves.toBe(true);
      await expect(page.getByText(myEmail).first().isVisible()).resolves.toBe(true);
      await shot(page, 'account-switch');
      await page.getByRole('button', { name: 'Seguir en mi cuenta' }).click();
      await page.waitForLoadState('load');
      await expect(prompt.count()).resolves.toBe(0);
      await expect(page.getByText(myEmail).first().isVisible()).resolves.toBe(true);
      // The owner of both accounts may switch on purpose.
      await page.goto(`${stack.siteUrl}/profile?token=${encodeURIComponent(theirs.token)}`);
      await page.getByRole('button', { name: 'Entrar con el enlace' }).click();
      await page.waitForFunction((email) => document.body.innerText.includes(email), theirEmail);
      // The session left behind was ended at the API.
      const old = await lending.api.call('GET', '/web/private/client', { token: mine.token });
      expect(old.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('personal pages and the session cookie (findings 5, 6, 9)', () => {
  it('a link on another site never logs a borrower out', async () => {
    const cookie = await signIn('127.0.0.8', await borrower());
    const crossSite = await send('127.0.0.8', 'GET', '/web/private/back-office/profile', {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    expect((await send('127.0.0.8', 'GET', '/profile', { headers: { cookie } })).status).toBe(200);
    // GET /logout changes nothing: only the POST of the site's own form logs out.
    const get = await send('127.0.0.8', 'GET', '/logout', { headers: { cookie } });
    expect(get.cookies).toEqual([]);
    expect((await send('127.0.0.8', 'GET', '/profile', { headers: { cookie } })).status).toBe(200);
  });

  it('every page and its .data answer a signed-in borrower with Cache-Control: no-store', async () => {
    const cookie = await signIn('127.0.0.9', await borrower());
    const paths = readSiteRoutes().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      for (const url of [path, path === '/' ? '/_root.data' : `${path}.data`]) {
        const answer = await send('127.0.0.9', 'GET', url, { headers: { cookie } });
        expect(answer.status, url).toBeLessThan(500);
        expect(answer.headers['cache-control'], `${url} (${answer.status})`).toBe('no-store');
      }
    }
  });

  it('the cookie is sealed: neither the token nor the phone can be read from it, and it lives 12 h', async () => {
    const who = await borrower();
    const answer = await send(
      '127.0.0.10',
      'POST',
      '/ingresar',
      form({ username: who.phone, password: PASSWORD }),
    );
    const setCookie = answer.cookies.find((c) => c.startsWith('__session=')) ?? '';
    expect(setCookie).toMatch(/Max-Age=43200/);
    const value = setCookie.split(';')[0]?.slice('__session='.length) ?? '';
    for (const text of [value, Buffer.from(value.replace(/^v1\./, ''), 'base64url').toString('latin1')]) {
      expect(text).not.toContain('eyJ');
      expect(text).not.toContain(who.phone);
      expect(text).not.toContain('token');
    }
  });
});

describe('the /web proxy and cross-site forms (findings 7, 8)', () => {
  it('Expect: 100-continue and chunked bodies pass; the 1 MiB limit answers 413, not 500', async () => {
    const big = Buffer.alloc(1_200_000, 0x61);
    const tooBig = await send('127.0.0.11', 'POST', '/web/public/client/login', {
      headers: {
        'content-type': 'application/json',
        expect: '100-continue',
        'content-length': String(big.length),
      },
      body: big,
      continue: true,
    });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body).code).toBe('payload_too_large');
    const chunked = await send('127.0.0.11', 'POST', '/web/public/client/login', {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ username: 'nadie@example.com', password: 'Adivina2026' }),
    });
    expect(chunked.status).toBe(401);
    const chosen = await send('127.0.0.11', 'GET', '/web/public/config/calculator', {
      headers: { 'x-request-id': 'chosen-by-the-browser' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.headers['x-request-id']).not.toBe('chosen-by-the-browser');
  });

  it("a body over the limit sent as a phone does (pieces, no Expect) gets the API's 413, not 502 provider_failed", async () => {
    const direct = await fetch(`${stack.api.baseUrl}/web/public/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(1_200_000, 0x61),
    });
    const envelope = await direct.json();
    expect(direct.status).toBe(413);
    const logins = () => stack.apiRequests.filter((call) => call === 'POST /web/public/client/login').length;
    const before = logins();
    for (const declareLength of [false, true]) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const size = 1_200_000;
        const req = httpRequest({
          host: site.hostname,
          port: site.port,
          method: 'POST',
          path: '/web/public/client/login',
          localAddress: '127.0.0.11',
          headers: {
            'content-type': 'application/json',
            origin: stack.siteUrl,
            ...(declareLength ? { 'content-length': String(size) } : {}),
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        });
        req.on('error', reject);
        let sent = 0;
        const piece = () => {
          if (req.destroyed) return;
          if (sent >= size) return void req.end();
          const length = Math.min(64 * 1024, size - sent);
          sent += length;
          req.write(Buffer.alloc(length, 0x61));
          setTimeout(piece, 2);
        };
        piece();
      });
      expect(answer.status, `declared length: ${declareLength}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(envelope);
    }
    // The site refused it as the API would, without making the API read it.
    expect(logins()).toBe(before);
  });

  it('a form posted from another site gets a 403 page, in Spanish, and nothing happens', async () => {
    const answer = await send('127.0.0.12', 'POST', '/ingresar', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      body: 'username=a%40b.mx&password=x',
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.body).toContain('No pudimos recibir este formulario');
    // In a browser: a page on another origin posts to the site.
    const context = await stack.browser.newContext({
      viewport: { width: 375, height: 900 },
      locale: 'es-MX',
    });
    try {
      const page = await context.newPage();
      expectRefusal(page, 403, '/ingresar');
      await page.setContent(
        `<form method="post" action="${stack.siteUrl}/ingresar"><input name="username" value="a@b.mx"><input name="password" value="x"></form>`,
      );
      const navigation = page.waitForURL(`${stack.siteUrl}/ingresar`);
      await page.evaluate(() => document.forms[0]?.submit());
      await navigation;
      await expect(
        page.getByRole('heading', { name: 'No pudimos recibir este formulario' }).isVisible(),
      ).resolves.toBe(true);
      await shot(page, 'cross-site-form-403');
    } finally {
      await context.close();
    }
  });
});

describe('public pages from a render a few seconds old (issue 65)', () => {
  const nonceOf = (answer: Answer) =>
    /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];

  it('a visitor without a cookie gets the same page as the last one, with a nonce of its own; a borrower gets theirs', async () => {
    for (const path of ['/', '/preguntas-frecuentes', '/contactos']) {
      const answers = [await send('127.0.0.41', 'GET', path), await send('127.0.0.42', 'GET', path)];
      const nonces = answers.map(nonceOf);
      expect(nonces[0]).not.toBe(nonces[1]);
      for (const [index, answer] of answers.entries()) {
        expect(answer.status).toBe(200);
        expect(answer.cookies).toEqual([]);
        const inPage = new Set([...answer.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
        expect(inPage).toEqual(new Set([nonces[index]]));
      }
      const same = answers.map((answer, index) => answer.body.split(nonces[index] as string).join('N'));
      expect(same[1]).toBe(same[0]);
    }
    // Nothing a visitor sends reaches the kept page: a render for a forged host, agent and language
    // is the page the next visitor gets, and it names none of them.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const forged = { host: 'evil.example', 'user-agent': 'EvilBot/1.0', 'accept-language': 'en-US' };
    const planted = await send('127.0.0.45', 'GET', '/', { headers: forged });
    const next = await send('127.0.0.46', 'GET', '/');
    for (const answer of [planted, next]) expect(answer.body).not.toMatch(/evil|EvilBot|en-US/);
    // A signed-in borrower's home page is rendered for them: their calculator, never a kept page.
    const cookie = await signIn('127.0.0.43', await borrower());
    const anonymous = await send('127.0.0.44', 'GET', '/');
    const home = await send('127.0.0.43', 'GET', '/', { headers: { cookie } });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.body.split(nonceOf(home) as string).join('N')).not.toBe(
      anonymous.body.split(nonceOf(anonymous) as string).join('N'),
    );
  });
});
