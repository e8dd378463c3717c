import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordedBy } from './status';

// Who recorded a payment reads in words: a back-office user by number, a borrower's CEP claim and a
// process by what they are — never the stored code (`cep`, `system`).

afterEach(cleanup);

describe('who recorded a payment', () => {
  it.each([
    ['user:3', 'Back-office #3'],
    ['cep', 'El cliente, con su CEP'],
    ['system', 'Sistema'],
    [null, '—'],
  ])('%j reads "%s"', (by, words) => {
    const { container } = render(<RecordedBy by={by} />);
    expect(container.textContent).toBe(words);
  });

  it("names the back-office user who recorded it, the account's number only when it is gone", () => {
    const { container } = render(<RecordedBy by="user:3" name="Ana Finanzas" />);
    expect(container.textContent).toBe('Ana Finanzas');
  });
});
