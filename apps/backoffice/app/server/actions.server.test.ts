// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { type ActionFailure, changedFirst, refused } from './actions.server';
import type { SignedInAdmin } from './auth.server';

// A refusal is shown in words with the values the API sent for them (a limit, a date), so the
// admin reads the whole reason, not a sentence with a hole or a fixed "see above".

const es = translator('es-MX');
const request = new Request('http://bo.test/collections/1', { method: 'POST' });
const admin = {} as SignedInAdmin;

async function answerOf(response: unknown): Promise<ActionFailure> {
  const init = response as { data: ActionFailure };
  return init.data;
}

describe('refused', () => {
  it("words the code with the API's params", async () => {
    const answer = await answerOf(
      await refused(request, admin, 'contact', {
        status: 429,
        code: 'contact_limit_reached',
        message: 'Contact limit reached.',
        params: { count: 3, period: 'day', limit: 3 },
      }),
    );
    expect(answer.key).toBe('errors:code.contact_limit_reached');
    expect(es(answer.key as never, answer.params)).toBe(
      'Este préstamo ya llegó a su límite de contactos de cobranza: 3 de 3 permitidos en el periodo.',
    );
  });

  it('sends no params when the API sent none', async () => {
    const answer = await answerOf(
      await refused(request, admin, 'contact', { status: 400, code: 'validation_failed', message: 'No.' }),
    );
    expect(answer).toEqual({ intent: 'contact', key: 'errors:code.validation_failed' });
  });
});

describe('changedFirst', () => {
  it('answers 409 with its words as a warning (the case changed before this action)', () => {
    const response = changedFirst('resolve', 'backoffice:complaints.alreadyResolved') as unknown as {
      data: ActionFailure;
      init: { status: number };
    };
    expect(response.init.status).toBe(409);
    expect(response.data).toEqual({
      intent: 'resolve',
      key: 'backoffice:complaints.alreadyResolved',
      conflict: true,
    });
  });
});
