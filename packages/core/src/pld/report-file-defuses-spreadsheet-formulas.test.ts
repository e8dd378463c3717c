import { describe, expect, it } from 'vitest';
import { LENDER_AML_V2, type ReportedAlert } from './report-layout';

// A report file is opened in a spreadsheet by the officer and the examiner: a client's name or a
// reason written as a formula (`=HYPERLINK(…)`, `+52…`, `@SUM(…)`) must stay text (CWE-1236).

const alert = (over: Partial<ReportedAlert>): ReportedAlert => ({
  alertId: 7,
  kind: 'unusual',
  rule: 'structuring',
  clientId: 41,
  clientName: 'Ana López',
  paymentId: 301,
  amountCentavos: 3_905_00,
  paidOn: '2026-02-26',
  instrument: 'cash',
  raisedAt: '2026-03-02T18:00:00.000Z',
  decidedAt: '2026-03-02T18:00:00.000Z',
  reason: 'Sin origen de los recursos.',
  ...over,
});
const lineOf = (over: Partial<ReportedAlert>) =>
  LENDER_AML_V2.render([alert(over)], { kind: 'periodic', from: '2026-03-01', to: '2026-03-03' }).split(
    '\n',
  )[2];

describe('the report file keeps free text from running as a spreadsheet formula', () => {
  it.each([
    ['=HYPERLINK("http://x.test","Ana")', `"'=HYPERLINK(""http://x.test"",""Ana"")"`],
    ['+52 55 1234 5678', "'+52 55 1234 5678"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('a client named %j is written %j', (name, field) => {
    expect(lineOf({ clientName: name })).toBe(
      `7,unusual,structuring,41,${field},301,3905.00,2026-02-26,cash,2026-03-02T18:00:00.000Z,2026-03-02T18:00:00.000Z,Sin origen de los recursos.`,
    );
  });

  it('a reason written as a formula is text; a plain name and the amounts are untouched', () => {
    expect(lineOf({ reason: '=1+1' })).toBe(
      "7,unusual,structuring,41,Ana López,301,3905.00,2026-02-26,cash,2026-03-02T18:00:00.000Z,2026-03-02T18:00:00.000Z,'=1+1",
    );
    expect(lineOf({ clientName: 'María-José O’Neil', reason: 'Pagó 3 veces; -ver nota' })).toContain(
      ',María-José O’Neil,301,3905.00,',
    );
  });
});
