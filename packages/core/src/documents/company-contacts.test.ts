import { formatPhone } from '@lender/i18n';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICES_OPTIONS } from '../notices/notice-model';
import { companyContacts, companyInfoFromEnv, DEMO_COMPANY } from './company';

// Issue 61 point 5: spec §3's customer-care and collections contacts are the company's, one
// configuration that the documents, the notices and the borrower site (through the API) read.

describe("the lender's contacts", () => {
  it('are read with the rest of its identity: customer care and collections, their hours', () => {
    const company = companyInfoFromEnv({
      CONTACT_CC_PHONE: '55 1234 5678',
      CONTACT_CC_EMAIL: 'ayuda@lender.mx',
      CONTACT_CC_HOURS: 'lunes a sábado de 8:00 a 20:00',
      CONTACT_DC_PHONE: '5587654321',
      CONTACT_DC_EMAIL: 'cobranza@lender.mx',
      CONTACT_DC_HOURS: 'lunes a viernes de 9:00 a 18:00',
    });
    expect(company).toMatchObject({
      phone: '55 1234 5678',
      email: 'ayuda@lender.mx',
      hours: 'lunes a sábado de 8:00 a 20:00',
      collections: {
        phone: '5587654321',
        email: 'cobranza@lender.mx',
        hours: 'lunes a viernes de 9:00 a 18:00',
      },
      privacyEmail: 'ayuda@lender.mx',
      demo: false,
    });
    // The demo's own values are not changed by reading another deployment's.
    expect(DEMO_COMPANY.collections.phone).toBe('55 0000 0002');
  });

  it('COMPANY_PHONE and COMPANY_EMAIL win over CONTACT_CC_*: one phone, never two', () => {
    const company = companyInfoFromEnv({
      COMPANY_PHONE: '55 4444 3333',
      COMPANY_EMAIL: 'atencion@lender.mx',
      CONTACT_CC_PHONE: '5512345678',
      CONTACT_CC_EMAIL: 'otra@lender.mx',
    });
    expect([company.phone, company.email]).toEqual(['55 4444 3333', 'atencion@lender.mx']);
    expect(companyContacts(company).cc).toEqual({ phone: '5544443333', email: 'atencion@lender.mx' });
  });

  it('a notice gives the phone the documents print: the demo notices are the demo company', () => {
    const { cc, dc } = DEFAULT_NOTICES_OPTIONS.contacts;
    expect(formatPhone(cc.phone)).toBe(formatPhone(DEMO_COMPANY.phone));
    expect(cc.email).toBe(DEMO_COMPANY.email);
    expect(formatPhone(dc.phone)).toBe(formatPhone(DEMO_COMPANY.collections.phone));
    expect(dc.email).toBe(DEMO_COMPANY.collections.email);
  });
});
