import { isOutboxTemplate } from '@lender/contracts';
import { describe, expect, it } from 'vitest';
import { NOTICE_TEMPLATES } from './notice-model';

// The back office's outbox names a message by its template from the catalogue; a notice whose
// template the catalogue lacks is shown as "Otro mensaje" with its digits masked.
describe('notice templates', () => {
  it('are every one a template of the outbox catalogue, so the back office names it', () => {
    expect(NOTICE_TEMPLATES.filter((template) => !isOutboxTemplate(template))).toEqual([]);
  });
});
