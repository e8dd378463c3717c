import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../provider-error';
import { banxicoSie, SIE_SERIES, scaledFigure } from './banxico';

// A local SIE API: answers `/series/<id>/datos/<from>/<to>` as Banxico does, with what a test sets.

let server: Server;
let url: string;
let seen: { path?: string; headers?: IncomingHttpHeaders };
let answer: { status: number; body: string };

const sie = (series: string, datos: Array<{ fecha: string; dato: string }>) =>
  JSON.stringify({ bmx: { series: [{ idSerie: series, titulo: 'Valor de UDIS', datos }] } });

beforeAll(async () => {
  server = createServer((request, response) => {
    seen = { path: request.url ?? '', headers: request.headers };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/SieAPIRest/service/v1`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  seen = {};
  answer = { status: 200, body: sie(SIE_SERIES.udi, []) };
});

describe('banxicoSie', () => {
  it("asks series SP68257 over the days before with the token in Bmx-Token, and reads the day's value", async () => {
    answer.body = sie(SIE_SERIES.udi, [
      { fecha: '14/03/2026', dato: '8.701001' },
      { fecha: '15/03/2026', dato: '8.702345' },
    ]);
    const udis = banxicoSie({ token: 'secret-token', url });
    await expect(udis.udiValue('2026-03-15')).resolves.toEqual({
      day: '2026-03-15',
      millionths: 8_702_345,
      source: 'banxico-sie',
    });
    expect(seen.path).toBe('/SieAPIRest/service/v1/series/SP68257/datos/2026-03-05/2026-03-15');
    expect(seen.headers?.['bmx-token']).toBe('secret-token');
  });

  it('takes the last value published on or before the day, skipping N/E and later days', async () => {
    answer.body = sie(SIE_SERIES.udi, [
      { fecha: '16/03/2026', dato: '8.709999' },
      { fecha: '13/03/2026', dato: '8.700000' },
      { fecha: '15/03/2026', dato: 'N/E' },
      { fecha: '14/03/2026', dato: '8.701001' },
    ]);
    const value = await banxicoSie({ token: 't', url }).udiValue('2026-03-15');
    expect(value).toMatchObject({ day: '2026-03-14', millionths: 8_701_001 });
  });

  it('reads the FIX rate (SF43718) in centavos, rounded half up', async () => {
    answer.body = sie(SIE_SERIES.fix, [{ fecha: '13/03/2026', dato: '18.2350' }]);
    await expect(banxicoSie({ token: 't', url }).usdRate('2026-03-15')).resolves.toEqual({
      day: '2026-03-13',
      centavosPerUsd: 18_24,
      tenThousandthsPerUsd: 18_2350,
      source: 'banxico-sie',
    });
    expect(seen.path).toContain('/series/SF43718/datos/');
  });

  it.each([
    ['a refused token', { status: 401, body: '{"error":{"mensaje":"Token inválido"}}' }, 'HTTP 401'],
    ['no figure in the days asked', { status: 200, body: sie(SIE_SERIES.udi, []) }, 'no figure'],
    ['an answer that is not JSON', { status: 200, body: '<html>mantenimiento</html>' }, 'not JSON'],
    [
      'another series',
      { status: 200, body: sie('SF43718', [{ fecha: '15/03/2026', dato: '1' }]) },
      'no such',
    ],
  ])('fails with a ProviderError on %s, never showing the token', async (_, reply, words) => {
    answer = reply;
    const failure = await banxicoSie({ token: 'secret-token', url })
      .udiValue('2026-03-15')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as Error).message).toContain(words);
    expect((failure as Error).message).not.toContain('secret-token');
  });

  it('fails with a ProviderError when the service cannot be reached', async () => {
    const failure = await banxicoSie({ token: 't', url: 'http://127.0.0.1:9/sie' })
      .udiValue('2026-03-15')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
  });
});

describe('scaledFigure', () => {
  it.each([
    ['8.651234', 6, 8_651_234],
    ['8.65', 6, 8_650_000],
    ['1,234.5', 2, 123_450],
    ['18.2349', 2, 18_23],
    ['18.2350', 2, 18_24],
    ['N/E', 6, null],
    ['', 6, null],
  ])('%s at %i places is %s', (dato, places, expected) => {
    expect(scaledFigure(dato, places)).toBe(expected);
  });
});
