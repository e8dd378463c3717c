// One borrower's journey for `npm run rehearse` (issue 40), as a browser drives it through the
// load balancer: the borrower site's `/web/*` proxy (its sealed session cookie) to the API.
// Registration with the SMS code, the profile steps, an ID document, an application, the decision,
// the signature with the SMS code, the payout (the worker confirms it), and a full repayment by card
// (the worker confirms it). Money-moving calls carry an Idempotency-Key and are retried with the
// same key when the connection fails or the balancer answers 502/503: nothing may be doubled.
// While the database is down (issue 53) the API answers 503 `database_unavailable` with
// Retry-After: the journey waits that long and sends the call again, as a person presses again, for
// as long as an outage may last. Every write the platform acknowledged (a 2xx) is recorded in
// `acks`, for the rehearsal to find each one in the database, once.
import { createHmac, randomUUID } from 'node:crypto';
// undici's own fetch: the global one ignores a dispatcher's `localAddress`.
import { Agent, FormData, fetch } from 'undici';

/**
 * @typedef {object} JourneyContext
 * @property {string} base The balancer's borrower-site address (`http://127.0.0.1:18080`).
 * @property {string} localAddress The loopback address this browser connects from (127.0.0.N).
 * @property {number} n A number that makes the CURP, phone, e-mail and CLABE unique.
 * @property {(phone: string) => Promise<string | undefined>} lastCode The last SMS code to a phone (the outbox).
 * @property {(ms: number, status: number, what: string, code?: string) => void} record Every response's latency, status and error code.
 * @property {Uint8Array} jpeg The ID photo.
 * @property {() => boolean} expired The rehearsal's time is up.
 * @property {() => { first_repayment_option: string; second_repayment_option: string }} payDates
 * @property {number} acceptedStatus The application status of an approval.
 * @property {boolean} [reportBrokenAnswer] Report a broken answer to the API (its error reporter).
 * @property {(cookie: string) => void} [onSession] The borrower's session cookie, once signed in (probes).
 * @property {number} [outageMs] How long calls keep being sent again while the database is down (180 s).
 */

/**
 * A write the platform acknowledged to the borrower (a 2xx answer): what it was and its id.
 * @typedef {{ kind: 'client' | 'document' | 'application' | 'signature' | 'charge' | 'repaid', id: number, at: number }} Ack
 */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CLABE with its check digit (bank 002, plaza 010). */
function clabe(account) {
  const base = `002010${String(account).padStart(11, '0')}`;
  const weights = [3, 7, 1];
  const sum = [...base].reduce((acc, d, i) => acc + ((Number(d) * weights[i % 3]) % 10), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** A test card number of its own per journey (Luhn-valid, 16 digits, a Visa prefix). */
function cardNumber(n) {
  const body = `4000${String(100_000_000_00 + n).slice(-11)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A CURP of an adult born on the given date (valid shape and check digit). */
function curp(n) {
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0');
  const body = `REHE85${month}${day}HDFRRS0`;
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(body[i]) * (18 - i);
  return { curp: `${body}${(10 - (sum % 10)) % 10}`, birthDate: `1985-${month}-${day}` };
}

/** The rehearsal's journeys share the process: one agent per loopback address. */
const agents = new Map();

/**
 * Runs one journey; resolves with what it reached and the ids to check afterwards.
 * @param {JourneyContext} ctx
 */
export async function borrowerJourney(ctx) {
  const agent =
    agents.get(ctx.localAddress) ??
    agents
      .set(ctx.localAddress, new Agent({ localAddress: ctx.localAddress, keepAliveTimeout: 2000 }))
      .get(ctx.localAddress);
  let cookie = '';
  const result = {
    stage: 'start',
    clientId: 0,
    loanId: 0,
    uploaded: 0,
    uploadsSent: 0,
    paid: false,
    error: '',
    /** @type {Ack[]} */
    acks: [],
  };
  /** @param {Ack['kind']} kind @param {unknown} id */
  const ack = (kind, id) => {
    if (typeof id === 'number' && id > 0) result.acks.push({ kind, id, at: Date.now() });
  };
  const outageMs = ctx.outageMs ?? 180_000;

  /** One call through the site; retried (same idempotency key) on a network error, 502 or 503. */
  const call = async (method, path, body, options = {}) => {
    const key = options.idempotent ? randomUUID() : undefined;
    let unavailableSince = 0;
    for (let attempt = 1; ; attempt++) {
      const headers = { origin: ctx.base, 'sec-fetch-site': 'same-origin' };
      if (cookie) headers.cookie = cookie;
      if (key) headers['idempotency-key'] = key;
      let payload;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const started = performance.now();
      let response;
      try {
        response = await fetch(`${ctx.base}${path}`, { method, headers, body: payload, dispatcher: agent });
      } catch (error) {
        ctx.record(performance.now() - started, 0, `${method} ${path}`);
        // A connection cut by a killed instance: safe to send again only when it changes nothing
        // twice (a read, or a call with its idempotency key).
        if ((method === 'GET' || key || options.resend) && attempt < 4) {
          await sleep(500 * attempt);
          continue;
        }
        throw new Error(`${method} ${path}: ${error.cause?.code ?? error.message}`);
      }
      const text = await response.text();
      const code = /"code":"([a-z_]+)"/.exec(text)?.[1];
      ctx.record(performance.now() - started, response.status, `${method} ${path}`, code);
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(';');
        if (pair?.startsWith('__session=')) {
          cookie = pair;
          ctx.onSession?.(cookie);
        }
      }
      // The database is down, restarting or failing over: nothing was done, or (a commit cut off)
      // something was and the same call meets it (its idempotency key, a unique phone or CURP).
      if (response.status === 503 && code === 'database_unavailable') {
        unavailableSince ||= Date.now();
        if (Date.now() - unavailableSince < outageMs) {
          await sleep(1000 * Number(response.headers.get('retry-after') ?? 5));
          continue;
        }
      }
      if (
        (response.status === 502 || response.status === 503) &&
        (method === 'GET' || key || options.resend) &&
        attempt < 4
      ) {
        await sleep(500 * attempt);
        continue;
      }
      // The first attempt is still running, or died with a killed instance: its lease ends within
      // `Retry-After` seconds, then the same key takes the request again (or replays its answer).
      if (response.status === 409 && key && text.includes('idempotency_key_in_progress') && attempt < 30) {
        await sleep(1000 * Number(response.headers.get('retry-after') ?? 2));
        continue;
      }
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = { raw: text.slice(0, 200) };
      }
      if (!options.allow?.includes(response.status) && (response.status < 200 || response.status > 299))
        throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return { status: response.status, body: json };
    }
  };

  const C = '/web/private/client';
  const phone = `55${String(30_000_000 + ctx.n * 7919).slice(-8)}`;
  const person = curp(ctx.n);
  const code = async () => {
    for (let i = 0; i < 20; i++) {
      const found = await ctx.lastCode(phone);
      if (found) return found;
      await sleep(200);
    }
    throw new Error('no SMS code in the outbox');
  };
  try {
    await call('POST', '/web/public/client/phone/sms-code', {
      mobilePhone: { number: phone },
      captchaToken: 'sandbox-captcha-token',
    });
    result.stage = 'registered';
    await call('POST', '/web/public/client', {
      firstName: 'Rosa',
      lastName: 'Ensayo',
      secondLastName: 'García',
      birthDate: person.birthDate,
      nationalIdentificator: person.curp,
      email: `rehearsal.${ctx.n}.${Date.now()}@example.com`,
      mobilePhone: { number: phone },
      smsCode: await code(),
      password: 'Nube4242',
      repeatPassword: 'Nube4242',
      language: 'es',
      consents: { termsAndConditions: true, privacyNotice: true, creditBureau: true, marketing: false },
      captchaToken: 'sandbox-captcha-token',
    });
    const me = await call('GET', C);
    result.clientId = me.body.data.id;
    ack('client', result.clientId);
    if (ctx.reportBrokenAnswer) {
      // What the site does when an answer breaks its contract (issue 36): the API reports it.
      await call('POST', `${C}/reports/malformed-response`, {
        endpointId: 'clientLoanActive',
        path: '/web/private/client/loan/active',
        status: 200,
        issues: ['rehearsal: data.total: expected a money object'],
        invalid: [{ path: 'data.total' }],
        salvaged: true,
        page: '/prestamo',
      });
    }
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    await call('PUT', `${C}/complete-step-two`, {
      employmentStatusKey: 'employed',
      companyName: 'Tortillería La Esperanza',
      monthlyIncome: 20_000,
      salaryCycle: 'biweekly',
      payDate: { referenceDate: today, semiMonthlyPayDates: null, dateOfMonth: null },
    });
    await call('PUT', `${C}/complete-step-three`, {
      postalCode: '06700',
      regionId: 9,
      cityId: 9015,
      wardId: 90150947,
      street: 'Calle Orizaba',
      exteriorNumber: '10',
    });
    await call('PUT', `${C}/complete-step-four`, {
      reference: { fullName: 'Pedro Ramírez', phone: '5511223344', relation: 'friend' },
    });
    await call('POST', `${C}/bank/saveAccountNumber`, { accountNumber: clabe(1_000_000_000 + ctx.n) });
    result.stage = 'profile';
    const form = new FormData();
    form.set('type', 'id_front');
    form.set('file', new File([ctx.jpeg], 'ine.jpg', { type: 'image/jpeg' }));
    result.uploadsSent += 1;
    const uploaded = await call('POST', `${C}/client-document/upload`, form);
    ack('document', uploaded.body.data?.id);
    result.uploaded = 1;
    result.stage = 'document';
    const payDates = ctx.payDates();
    const created = await call(
      'POST',
      `${C}/application`,
      {
        salaryCycle: 'biweekly',
        payDates,
        loanAmount: { amount: 1000, currency: 'MXN' },
        iovation: { ioBB: '0400JapG4txqVP4Nf94lis1ztosU8peh' },
        paymentMethod: 'bank_transfer',
        hotjarUserId: 'hj-rehearsal',
        juicySessionId: 'js-rehearsal',
      },
      { idempotent: true },
    );
    const applicationId = created.body.data.id;
    ack('application', applicationId);
    await call('PUT', `${C}/finish`);
    const status = await call('GET', `${C}/application/actual/status`);
    if (status.body.data?.status !== ctx.acceptedStatus) {
      result.stage = `decision ${status.body.data?.status}`;
      return result;
    }
    result.stage = 'accepted';
    await sleep(61_000); // the signature's SMS code: one code a minute per phone
    // Asking for the code again is harmless (a person presses "resend"): retried when the answer was
    // lost; a second request inside the minute is refused, and the code already sent is used.
    await call('POST', `${C}/application/agreement/${applicationId}/sms-code`, undefined, {
      resend: true,
      allow: [429],
    });
    const signed = await call(
      'POST',
      `${C}/application/agreement/${applicationId}`,
      { smsCode: await code() },
      { idempotent: true },
    );
    result.loanId = signed.body.data.loanId;
    ack('signature', result.loanId);
    result.stage = 'signed';
    // The worker confirms the sandbox payout within a minute or two.
    for (;;) {
      const active = await call('GET', `${C}/loan/active`, undefined, { allow: [404] });
      if (active.status === 200 && active.body.data.disbursement?.status === 'completed') break;
      if (ctx.expired()) return result;
      await sleep(3000);
    }
    result.stage = 'active';
    await call('POST', `${C}/direct-debit/consent`, { accepted: true, paymentType: 'card' });
    await call('POST', `${C}/direct-debit/debit-credit-card`, {
      cardNumber: cardNumber(ctx.n),
      holderName: 'Rosa Ensayo',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    const charged = await call(
      'POST',
      `${C}/direct-debit/charge-rollover`,
      { kind: 'repayment' },
      { idempotent: true },
    );
    const paymentId = charged.body.data?.id;
    ack('charge', paymentId);
    result.stage = 'charged';
    for (;;) {
      const active = await call('GET', `${C}/loan/active`, undefined, { allow: [404] });
      if (active.status === 404) break;
      if (ctx.expired()) return result;
      await sleep(3000);
    }
    result.paid = true;
    // The loan is gone from "my loan": the repayment was confirmed and posted.
    ack('repaid', paymentId);
    result.stage = 'paid';
    return result;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    return result;
  }
}

/** The key of the outbox's recipient hash (`pii.hash('phone', '+52…')` of the core). */
export function phoneHash(hashKeyBase64, phone) {
  return createHmac('sha256', Buffer.from(hashKeyBase64, 'base64'))
    .update(`phone:+52${phone}`)
    .digest('base64url');
}
