// @vitest-environment node
// Issue 18: the registration details submit completes the scoring dataset first; when the submit is
// refused, the retry needs a new dataset (the old one is closed), and the reference the server links
// on success must be that new one.
import { createSessionKit } from '@lender/web-kit';
import { describe, expect, it } from 'vitest';
import { nextScoringSession } from './registration-scoring.server';

const kit = createSessionKit({ secrets: ['registration-scoring-test-secret-0123456789'], production: false });

async function sessionWithDraft() {
  const session = await kit.getSession(new Request('http://web.test/registro'));
  session.set('registration', { phone: '5512345678', smsCode: '1234', ref: 'reg-first-dataset' });
  return session;
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('a refused registration submit and the scoring session', () => {
  it('gives the retry a new reference number when the consent is still given, kept for the link', async () => {
    const session = await sessionWithDraft();
    const config = await nextScoringSession(session, formOf({ scoring: 'on', firstName: 'Juana' }));
    const draft = session.get('registration') as { ref: string; phone: string; smsCode: string };
    expect(draft.ref).toMatch(/^reg-[0-9a-f-]{36}$/);
    expect(draft.ref).not.toBe('reg-first-dataset');
    expect(draft).toMatchObject({ phone: '5512345678', smsCode: '1234' });
    // The browser's new session uses it (null only when the collector is off or unreachable).
    if (config) expect(config.referenceNumber).toBe(draft.ref);
    else expect(config).toBeNull();
    // A second refusal: yet another one.
    await nextScoringSession(session, formOf({ scoring: 'on' }));
    expect((session.get('registration') as { ref: string }).ref).not.toBe(draft.ref);
    // It survives the cookie (the success path links the draft's ref).
    const again = await kit.getSession(
      new Request('http://web.test/registro', { headers: { Cookie: cookieOf(await kit.commit(session)) } }),
    );
    expect((again.get('registration') as { ref: string }).ref).toBe(
      (session.get('registration') as { ref: string }).ref,
    );
  });

  it('changes nothing without the consent', async () => {
    const session = await sessionWithDraft();
    expect(await nextScoringSession(session, formOf({ firstName: 'Juana' }))).toBeUndefined();
    expect((session.get('registration') as { ref: string }).ref).toBe('reg-first-dataset');
  });
});

function cookieOf(setCookie: string): string {
  return setCookie.split(';')[0] as string;
}
