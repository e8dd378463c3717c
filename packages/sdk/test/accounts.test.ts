import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientOptions, createClient } from '../src/client';
import type { UnauthorizedEvent } from '../src/client-events';
import { unwrap } from '../src/unwrap';
import {
  type CoreModule,
  type FixturesModule,
  loadCore,
  loadFixtures,
  type RunningApi,
  startApi,
} from './api-server';

// Registration, login, token refresh, the client profile, logout and the back-office login with
// TOTP, through the SDK against the real API (fresh PGlite database, clock pinned at 2026-03-02;
// SMS codes read from the sandbox outbox as a tester would).

let server: RunningApi;
let core: CoreModule;
let fixtures: FixturesModule;
beforeAll(async () => {
  server = await startApi();
  core = await loadCore();
  fixtures = await loadFixtures();
});
afterAll(() => server.stop());

/** A client with its own token store, like one browser session. */
function session(options: Partial<ClientOptions> = {}) {
  const state: { token: string | undefined; tokens: string[]; unauthorized: UnauthorizedEvent[] } = {
    token: undefined,
    tokens: [],
    unauthorized: [],
  };
  const api = createClient({
    baseUrl: server.baseUrl,
    getToken: () => state.token,
    onToken: (token) => {
      state.token = token;
      state.tokens.push(token);
    },
    onUnauthorized: (event) => {
      state.unauthorized.push(event);
      state.token = undefined; // the apps log out (spec §4)
    },
    ...options,
  });
  return { api, state };
}

let registered = 0;
/** Registers a new client through the SDK: SMS code, then the registration form. */
async function register(api: ReturnType<typeof createClient>) {
  // Each client needs its own CURP: vary the differentiator (18th-but-one character), same birth date.
  registered += 1;
  const body = fixtures.registrationBody({
    nationalIdentificator: fixtures.curp(`PEGJ900514HDFRRN${registered}`),
  });
  unwrap(
    await api.public.phoneSmsCode({ body: { mobilePhone: body.mobilePhone, captchaToken: 'sdk-test' } }),
  );
  const smsCode = await fixtures.lastCodeSentTo(server, body.mobilePhone.number);
  const result = await api.public.registerClient({ body: { ...body, smsCode } });
  if (!result.success) throw new Error(`registration failed: ${result.status} ${result.message}`);
  // The next registration's SMS must not hit the resend cooldown.
  server.clock.advance(61_000);
  return { body, result };
}

describe('registration and the client profile', () => {
  it('registers, stores the issued token through onToken, and reads the profile with it', async () => {
    const { api, state } = session();
    const { body, result } = await register(api);
    expect(result).toMatchObject({ status: 201, success: true });
    expect(result.data).toMatchObject({ accountType: 'client', mfa: false, refreshIn: 240 });
    expect(state.token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);

    const profile = await api.client.get();
    expect(profile.success).toBe(true);
    expect(profile.data).toMatchObject({ email: body.email, firstName: 'Juan', phoneVerified: true });
    expect(unwrap(await api.client.verificationCode()).verificationCode).toMatch(/^[A-Z0-9]{6,12}$/);
  });

  it('updates the profile with a PUT body and answers the parsed profile', async () => {
    const { api } = session();
    await register(api);
    const updated = await api.client.update({ body: { firstName: 'Juana', salaryCycle: 'biweekly' } });
    expect(updated.success && updated.data).toMatchObject({ firstName: 'Juana', salaryCycle: 'biweekly' });
    expect(unwrap(await api.client.get()).firstName).toBe('Juana');
  });

  it('refuses a bad profile update field by field', async () => {
    const { api } = session();
    await register(api);
    const result = await api.client.update({ body: { firstName: 'J' } });
    expect(result).toMatchObject({ success: false, status: 400, code: 'validation_failed' });
    expect(result.errors.firstName?.code).toBe('too_short');
  });

  it('maps registration violations to cleaned field names', async () => {
    const { api } = session();
    const result = await api.public.registerClient({
      body: { ...fixtures.registrationBody(), firstName: 'J', email: 'no-mail', mobilePhone: { number: '' } },
    });
    expect(result.success).toBe(false);
    expect(result.status).toBe(400);
    expect(result.errors.firstName?.code).toBe('too_short');
    expect(result.errors.email?.code).toBe('invalid_mail');
    expect(result.errors['mobilePhone.number']).toBeDefined();
  });

  it('answers a free e-mail in the uniqueness check', async () => {
    const { api } = session();
    expect(
      unwrap(await api.public.clientCheck({ params: { key: 'email', value: 'nadie@example.mx' } })),
    ).toEqual({
      unique: true,
    });
  });
});

describe('login, token refresh and logout', () => {
  it('logs in, refreshes the token through onToken, and logs out for good', async () => {
    const registration = session();
    const { body } = await register(registration.api);

    const { api, state } = session();
    const login = await api.public.clientLogin({ body: { username: body.email, password: body.password } });
    expect(login).toMatchObject({ success: true, status: 200 });
    expect(state.tokens).toHaveLength(1);

    server.clock.advance(240_000);
    const refreshed = await api.client.tokenRefresh();
    expect(refreshed).toMatchObject({ success: true, status: 200 });
    expect(state.tokens).toHaveLength(2);
    expect(state.token).toBe(state.tokens[1]);
    expect(unwrap(await api.client.get()).email).toBe(body.email);

    const loggedOut = await api.client.logout();
    expect(loggedOut).toMatchObject({ success: true, data: null });
    const revokedToken = state.token;
    const after = await api.client.get();
    expect(after).toMatchObject({ success: false, status: 401 });
    expect(state.unauthorized).toEqual([
      { status: 401, code: 'session_revoked', endpointId: 'client.get', path: '/web/private/client' },
    ]);
    expect(revokedToken).toBeDefined();
    expect(state.token).toBeUndefined();
  });

  it('calls onUnauthorized for a wrong password (spec §4: any 401) and stores no token', async () => {
    const registration = session();
    const { body } = await register(registration.api);
    const { api, state } = session();
    const login = await api.public.clientLogin({ body: { username: body.email, password: 'Wrong4242' } });
    expect(login).toMatchObject({ success: false, status: 401, code: 'invalid_credentials' });
    expect(state.tokens).toEqual([]);
    expect(state.unauthorized.map((event) => event.code)).toEqual(['invalid_credentials']);
  });

  it('sends no Bearer for a guest, and a private call without one is a 401', async () => {
    const { api, state } = session();
    const result = await api.client.get();
    expect(result.status).toBe(401);
    expect(state.unauthorized).toHaveLength(1);
  });
});

describe('back-office login with TOTP (architecture decision 8)', () => {
  it('takes the mfa token of the password step, which opens nothing, then the full token of the TOTP step', async () => {
    const user = await server.core.backOfficeUsers.create({
      email: 'operadora@example.mx',
      name: 'Operadora',
      password: 'Consola4242',
      role: 'admin',
    });
    const { api, state } = session();

    const password = await api.public.userLogin({
      body: { username: 'operadora@example.mx', password: 'Consola4242' },
    });
    expect(password.success && password.data).toMatchObject({ accountType: 'user', mfa: true });
    const mfaToken = state.token;
    expect(mfaToken).toBeDefined();

    const tooEarly = await api.backOffice.user({ params: { id: user.id } });
    expect(tooEarly).toMatchObject({ success: false, status: 403, code: 'mfa_required' });
    expect(state.unauthorized).toEqual([
      {
        status: 403,
        code: 'mfa_required',
        endpointId: 'backOffice.user',
        path: '/web/private/back-office/user/:id',
      },
    ]);

    state.token = mfaToken; // the app keeps the mfa token for the TOTP step
    const totp = await api.public.userLogin({
      body: { totp: core.totpCode(user.totpSecret, server.clock.now()) },
    });
    expect(totp.success && totp.data).toMatchObject({ accountType: 'user', mfa: false });
    expect(state.token).not.toBe(mfaToken);

    const me = await api.backOffice.user({ params: { id: user.id } });
    expect(me.success && me.data).toMatchObject({ id: user.id, email: 'operadora@example.mx' });

    server.clock.advance(240_000);
    expect((await api.backOffice.tokenRefresh()).success).toBe(true);
    expect(state.tokens).toHaveLength(3);

    expect((await api.backOffice.logout()).success).toBe(true);
    expect((await api.backOffice.user({ params: { id: user.id } })).status).toBe(401);
  });
});

describe('onboarding and telemetry', () => {
  it('completes the employment step and answers the new flow state', async () => {
    const { api } = session();
    await register(api);
    const result = await api.client.completeStepTwo({
      body: {
        employmentStatusKey: 'employed',
        companyName: 'Nube Tecnología',
        monthlyIncome: 15000,
        salaryCycle: 'semi_monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: [15, 30], dateOfMonth: null },
      },
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.totalSteps).toBe(100);
    expect(result.data.step).not.toBe('work_info');
    expect(unwrap(await api.client.get()).salaryCycle).toBe('semi_monthly');
  });

  it('refuses an employment step without income, on the income field', async () => {
    const { api } = session();
    await register(api);
    const result = await api.client.completeStepTwo({
      body: {
        employmentStatusKey: 'employed',
        salaryCycle: 'monthly',
        payDate: { referenceDate: null, semiMonthlyPayDates: null, dateOfMonth: 20 },
      } as never,
    });
    expect(result).toMatchObject({ success: false, status: 400 });
    expect(result.errors.monthlyIncome?.code).toBe('required');
  });

  it('stores the position and metrics (empty data)', async () => {
    const { api } = session();
    await register(api);
    expect(await api.client.geo({ body: { latitude: 19.43, longitude: -99.13 } })).toMatchObject({
      success: true,
      data: null,
    });
    expect(
      await api.client.loggerMetrics({
        body: { metrics: [{ name: 'LCP', value: 1234, tags: { page: 'home' } }] },
      }),
    ).toMatchObject({ success: true, data: null });
  });
});
