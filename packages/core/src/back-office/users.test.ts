import type { BackOfficeLanguage } from '@lender/contracts';
import { sql } from '@lender/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../../testing/test-core';
import { withAuditContext } from '../audit/audit';
import { CoreError } from '../errors/core-error';
import { setLanguage } from './accounts/set-language';
import { user } from './accounts/user';

let t: TestCore;
let userId: number;
beforeAll(async () => {
  t = await createTestCore();
  ({ id: userId } = await t.core.backOfficeUsers.create({
    email: 'lang@lender.test',
    name: 'Lang',
    password: 'a-long-admin-password',
    role: 'agent',
  }));
});
afterAll(() => t.close());

const languageEntries = () =>
  t.core.audit.list(
    { entity: 'user', entityId: String(userId), action: 'user.language' },
    { page: 1, perPage: 50 },
  );

describe('back-office user language (issue 12)', () => {
  it('is Spanish until the user chooses', async () => {
    expect((await user(t.core, { params: { id: userId } })).language).toBe('es-MX');
  });

  it('switches to English and back, each change audited with before and after', async () => {
    const english = await withAuditContext({ requestId: 'req-lang' }, () =>
      setLanguage(t.core, { actorId: userId, body: { language: 'en' } }),
    );
    expect(english).toMatchObject({ id: userId, language: 'en' });
    expect((await user(t.core, { params: { id: userId } })).language).toBe('en');
    const [entry] = (await languageEntries()).items;
    expect(entry).toMatchObject({
      actorType: 'user',
      actorId: userId,
      entity: 'user',
      entityId: String(userId),
      before: { language: 'es-MX' },
      after: { language: 'en' },
      requestId: 'req-lang',
    });

    expect((await setLanguage(t.core, { actorId: userId, body: { language: 'es-MX' } })).language).toBe(
      'es-MX',
    );
    expect((await languageEntries()).total).toBe(2);
  });

  it('records nothing when the language is already the chosen one', async () => {
    const before = (await languageEntries()).total;
    expect((await setLanguage(t.core, { actorId: userId, body: { language: 'es-MX' } })).language).toBe(
      'es-MX',
    );
    expect((await languageEntries()).total).toBe(before);
  });

  it('refuses any other value with a field violation and changes nothing', async () => {
    const before = (await languageEntries()).total;
    const error = await setLanguage(t.core, {
      actorId: userId,
      body: { language: 'fr' as BackOfficeLanguage },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CoreError);
    expect(error).toMatchObject({ code: 'invalid_value', status: 400, options: { field: ['language'] } });
    expect((await user(t.core, { params: { id: userId } })).language).toBe('es-MX');
    expect((await languageEntries()).total).toBe(before);
  });

  it('answers not_found for an unknown user', async () => {
    await expect(setLanguage(t.core, { actorId: 999_999, body: { language: 'en' } })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('the database refuses a language outside the list', async () => {
    const update = (language: string) =>
      t.core.db.execute(sql`UPDATE back_office_users SET language = ${language} WHERE id = ${userId}`);
    const error = await update('fr').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : '';
    expect(`${(error as Error).message} ${cause}`).toContain('back_office_users_language_check');
    await update('en');
    expect((await user(t.core, { params: { id: userId } })).language).toBe('en');
  });
});
