// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentHeaders } from './web.back-office.files.$id.server';

describe('the document route', () => {
  it('may be framed by the back-office’s own pages only (in-page PDF viewer)', () => {
    const headers = documentHeaders(false);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
