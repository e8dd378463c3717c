// Test support for the ARCO tests (issue 51): a core with the personal-data functions stood in for
// (another part of issue 51 builds them), two privacy officers, borrowers with a password, and a
// request granted and acted on under maker-checker.
import { eq } from '@lender/db/orm';
import { clients } from '@lender/db/schema';
import { expect } from 'vitest';
import { ARCHIVE_SECTIONS, type ArchiveSection } from '../src/arco/access-archive-model';
import { archiveWord, sectionWords } from '../src/arco/access-archive-words';
import type { ClientDataRights } from '../src/arco/client-data-rights';
import { hashPassword } from '../src/auth/passwords';
import { answerArcoRequest } from '../src/back-office/arco/answer-arco-request';
import { requestArcoAction } from '../src/back-office/arco/request-arco-action';
import { reviewArcoAction } from '../src/back-office/arco/review-arco-action';
import { CoreError } from '../src/errors/core-error';
import { insertClientRow } from '../src/seed/lending-rows';
import { refusal } from './collections-fixtures';
import { createLendingTestCore, type LendingTestCore } from './lending-fixtures';

/** The borrowers' password. */
export const ARCO_PASSWORD = 'una-clave-larga-2026';

export interface ArcoTestCore extends LendingTestCore {
  /** The core with the personal-data functions (`core` has none). */
  ctx: LendingTestCore['core'] & { clientData: ClientDataRights };
  /** What the personal-data functions were asked, in order (`archive:3`, `block:3`, …). */
  calls: string[];
  officer: number;
  checker: number;
  /** A new borrower (Ana Lopez, born 17 May 1990) with {@link ARCO_PASSWORD}; its id. */
  borrower(): Promise<number>;
  /** Grants a request and has the second officer approve acting on it (the maker cannot). */
  grantAndAct(id: number): ReturnType<typeof reviewArcoAction>;
}

let seq = 0;

export async function createArcoTestCore(): Promise<ArcoTestCore> {
  const t = await createLendingTestCore();
  const calls: string[] = [];
  const clientData: ClientDataRights = {
    async buildAccessArchive({ clientId }) {
      calls.push(`archive:${clientId}`);
      return { fileName: `datos-${clientId}.zip`, bytes: new Uint8Array([80, 75, 5, 6, 0, 0, 0, 0]) };
    },
    async blockClientData({ clientId }) {
      calls.push(`block:${clientId}`);
      return { blockedAt: '2026-03-20T18:00:00.000Z' };
    },
    async anonymiseClientData({ clientId }) {
      calls.push(`anonymise:${clientId}`);
      throw new CoreError('conflict', { message: 'retention not over' });
    },
  };
  const ctx = { ...t.core, clientData };
  const user = (email: string, name: string) =>
    t.core.backOfficeUsers.create({ email, name, password: 'a-long-privacy-password', role: 'privacy' });
  const officer = (await user('datos@lender.test', 'Dana Datos')).id;
  const checker = (await user('segunda@lender.test', 'Sara Segunda')).id;
  return {
    ...t,
    ctx,
    calls,
    officer,
    checker,
    async borrower() {
      seq += 1;
      const clientId = await insertClientRow(t.core.db, t.core.pii, {
        phone: `+52551000${String(seq).padStart(4, '0')}`,
        email: `arco${seq}@lender.test`,
        clabeHashOf: `arco:${seq}`,
        firstName: 'Ana',
        lastName: 'Lopez',
        passwordHash: await hashPassword(ARCO_PASSWORD),
      });
      await t.core.db.update(clients).set({ birthDate: '1990-05-17' }).where(eq(clients.id, clientId));
      return clientId;
    },
    async grantAndAct(id) {
      await answerArcoRequest(ctx, {
        actorId: officer,
        params: { id },
        body: { outcome: 'granted', text: 'Procede tu solicitud.' },
      });
      const asked = await requestArcoAction(ctx, {
        actorId: officer,
        params: { id },
        body: { reason: 'Atender la solicitud concedida' },
      });
      const own = await refusal(
        reviewArcoAction(ctx, {
          actorId: officer,
          params: { id: asked.id },
          body: { approve: true, version: asked.version },
        }),
      );
      expect(own.code).toBe('maker_cannot_approve');
      return reviewArcoAction(ctx, {
        actorId: checker,
        params: { id: asked.id },
        body: { approve: true, version: asked.version },
      });
    },
  };
}

/**
 * Fields of an access archive that hold a code: a status, a reason, an outcome, a verdict, a result;
 * an audit entry's action, who acted and on what.
 */
const CODED_FIELD = /(status|reason|reasons|outcome|verdict|decision|result|state)$|^(action|actor|entity)$/i;

/**
 * Texts that are not codes, neither checked nor walked into: the audit log's raw changes and the
 * reasons the staff wrote (ADR 388, Open).
 */
const NOT_CODES: Partial<Record<ArchiveSection, readonly string[]>> = {
  audit: ['before', 'after', 'reason'],
};

/**
 * Every coded field of an unzipped access archive whose PDF would show the code instead of words
 * (`section.field=code`): the archive reads in words when this is empty.
 */
export function codesWithoutWords(files: Record<string, Uint8Array>): string[] {
  const found = new Set<string>();
  for (const section of ARCHIVE_SECTIONS) {
    const skip = NOT_CODES[section] ?? [];
    const words = sectionWords(section);
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) for (const item of value) walk(item);
      else if (value !== null && typeof value === 'object')
        for (const [key, field] of Object.entries(value)) {
          if (skip.includes(key)) continue;
          const codes = CODED_FIELD.test(key) ? [field].flat() : [];
          for (const code of codes.filter((one) => typeof one === 'string' || typeof one === 'number')) {
            const said = words.code(key, String(code));
            if (said === null || said === String(code)) found.add(`${section}.${key}=${code}`);
          }
          walk(field);
        }
    };
    const bytes = files[`${archiveWord(`files.${section}`)}.json`];
    walk(bytes ? JSON.parse(Buffer.from(bytes).toString('utf8')) : null);
  }
  return [...found];
}
