import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banxicoOptionsOf, productionBanxicoProblems } from './banxico-env';
import { coreOptionsOf, loadEnv } from './env';

// BANXICO_SIE_*: the API's UDI and FIX ports are Banxico's SIE API when a token is set, the
// sandbox's otherwise; production refuses the sandbox's. A local server plays the SIE API.

let server: Server;
let url: string;
let token: string | undefined;
beforeAll(async () => {
  server = createServer((request, response) => {
    token = request.headers['bmx-token'] as string | undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        bmx: {
          series: [
            {
              idSerie: 'SP68257',
              titulo: 'Valor de UDIS',
              datos: [{ fecha: '15/03/2026', dato: '8.702345' }],
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/SieAPIRest/service/v1`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('BANXICO_SIE_*', () => {
  it("reads the day's UDI value from the SIE API with the token when BANXICO_SIE_TOKEN is set", async () => {
    const options = coreOptionsOf(loadEnv({ BANXICO_SIE_TOKEN: 'sie-token', BANXICO_SIE_URL: url }));
    expect(options.udis?.name).toBe('banxico-sie');
    expect(options.exchangeRates?.name).toBe('banxico-sie');
    await expect(options.udis?.udiValue('2026-03-15')).resolves.toMatchObject({ millionths: 8_702_345 });
    expect(token).toBe('sie-token');
  });

  it("leaves the sandbox's values without a token, which production refuses", () => {
    expect(banxicoOptionsOf(loadEnv({}))).toEqual({});
    const env = loadEnv({});
    expect(productionBanxicoProblems(env).map((p) => p.path)).toEqual(['BANXICO_SIE_TOKEN']);
    expect(productionBanxicoProblems({ ...env, BANXICO_SIE_TOKEN: 't', BANXICO_SIE_URL: url })).toEqual([
      { path: 'BANXICO_SIE_URL', message: 'BANXICO_SIE_URL must be https in production' },
    ]);
    expect(productionBanxicoProblems({ ...env, BANXICO_SIE_TOKEN: 't' })).toEqual([]);
  });

  it('refuses a timeout that is no number of milliseconds', () => {
    expect(() => loadEnv({ BANXICO_SIE_TIMEOUT_MS: 'soon' })).toThrow(/BANXICO_SIE_TIMEOUT_MS/);
  });
});
