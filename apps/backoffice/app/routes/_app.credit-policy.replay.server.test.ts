// @vitest-environment node
import type { PolicyReplay, PolicyReplayTally } from '@lender/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLICIES, policyVersion } from '../../test/credit-policies';
import { type Answer, API, loaded, signedIn, stubApi } from '../../test/stubbed-api';
import { PolicyReplayTables } from '../components/policy-replay-table';
import { translator } from '../i18n';
import { resetEnv } from '../server/env.server';
import { policyReplayLoader } from './_app.credit-policy.replay.server';

// Issue 67 point 2 (ADR 339): the replay page shows each arm's expected loss by segment in es-MX
// pesos to the centavo, the difference, and where each arm's probability of default comes from
// (the score band under a scorecard, the segment rate without one).

const es = translator('es-MX');
const tally = (approved: number, offered: number, loss: number): PolicyReplayTally => ({
  applications: approved + 1,
  approved,
  rejected: 1,
  counterOffers: 0,
  manual: 0,
  errors: 0,
  offeredCentavos: offered,
  expectedLossCentavos: loss,
});
const REPLAY: PolicyReplay = {
  version: 2,
  baselineVersion: 1,
  from: '2026-03-01',
  to: '2026-03-31',
  replayed: 6,
  skipped: 0,
  lossBasis: { baseline: 'segment_rate', draft: 'score_band' },
  segments: [
    // v1 at 7 % on 3,219.24 MXN and 15 % on 21,462.00; the draft's bands at 12.34 % and 15 %.
    {
      segment: 'all',
      baseline: tally(2, 2_468_124, 22_535 + 321_924),
      draft: tally(2, 2_468_124, 39_725 + 321_924),
      outcomeChanged: 0,
    },
    {
      segment: 'first',
      baseline: tally(1, 2_146_200, 321_924),
      draft: tally(1, 2_146_200, 321_924),
      outcomeChanged: 0,
    },
    {
      segment: 'repeated',
      baseline: tally(1, 321_924, 22_535),
      draft: tally(1, 321_924, 39_725),
      outcomeChanged: 0,
    },
  ],
  reasonChanges: [],
};
const summary = policyVersion;

function answers(replay: Answer): (url: URL) => Answer {
  return (url) =>
    url.pathname === POLICIES
      ? { body: { success: true, data: [summary(2, 'draft'), summary(1, 'published')] } }
      : url.pathname === `${POLICIES}/2/replay`
        ? replay
        : { status: 404, body: { success: false, code: 'not_found', message: 'x' } };
}

/** The page's text: tags out, spaces folded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

beforeEach(() => {
  vi.stubEnv('API_URL', API);
  resetEnv();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the replay page’s expected loss', () => {
  it('the loader asks for the period and hands on each arm’s loss and its basis', async () => {
    const asked = stubApi(answers({ body: { success: true, data: REPLAY } }), ['settings.read']);
    const page = await loaded<{ replay: PolicyReplay; refusal: null }>(
      policyReplayLoader(await signedIn('/credit-policy/replay?version=2&from=2026-03-01&to=2026-03-31')),
    );
    const replays = asked.filter((url) => url.pathname.endsWith('/replay'));
    expect(replays.map((url) => url.search)).toEqual(['?from=2026-03-01&to=2026-03-31']);
    expect(page.refusal).toBeNull();
    expect(page.replay.lossBasis).toEqual({ baseline: 'segment_rate', draft: 'score_band' });
    expect(
      page.replay.segments.map((s) => [
        s.segment,
        s.baseline.expectedLossCentavos,
        s.draft.expectedLossCentavos,
      ]),
    ).toEqual([
      ['all', 344_459, 361_649],
      ['first', 321_924, 321_924],
      ['repeated', 22_535, 39_725],
    ]);
  });

  it('shows it in es-MX pesos to the centavo, by segment, with the difference and each arm’s basis', async () => {
    stubApi(answers({ body: { success: true, data: REPLAY } }), ['settings.read']);
    const page = await loaded<{ replay: PolicyReplay }>(
      policyReplayLoader(await signedIn('/credit-policy/replay?version=2&from=2026-03-01&to=2026-03-31')),
    );
    const html = renderToStaticMarkup(createElement(PolicyReplayTables, { replay: page.replay }));
    const sections = html.split('<section').map((part) => `<section${part}`);
    const of = (segment: 'all' | 'first' | 'repeated') => {
      const caption = es(`backoffice:creditPolicy.replay.segments.${segment}`);
      return text(sections.find((one) => one.includes(`aria-label="${caption}"`)) ?? '');
    };
    const loss = es('backoffice:creditPolicy.replay.rows.expectedLossCentavos');
    expect(of('repeated')).toContain(`${loss} $225.35 $397.25 +$171.90`);
    expect(of('first')).toContain(`${loss} $3,219.24 $3,219.24 —`);
    expect(of('all')).toContain(`${loss} $3,444.59 $3,616.49 +$171.90`);
    const basis = text(html.slice(html.indexOf('loss-basis-title')));
    expect(basis).toContain(
      `${es('backoffice:creditPolicy.replay.baseline')} ${es('backoffice:creditPolicy.replay.lossBasis.segment_rate')}`,
    );
    expect(basis).toContain(
      `${es('backoffice:creditPolicy.replay.draft', { version: 2 })} ${es('backoffice:creditPolicy.replay.lossBasis.score_band')}`,
    );
    expect(basis).toContain(es('backoffice:creditPolicy.replay.lossNote'));
  });

  it('a refused period shows its words and no loss', async () => {
    stubApi(answers({ status: 400, body: { success: false, code: 'invalid_value', message: 'x' } }), [
      'settings.read',
    ]);
    const page = await loaded<{ replay: null; refusal: string }>(
      policyReplayLoader(await signedIn('/credit-policy/replay?version=2&from=2026-01-01&to=2026-04-30')),
    );
    expect(page.replay).toBeNull();
    expect(page.refusal).toBe('errors:code.invalid_value');
  });
});
