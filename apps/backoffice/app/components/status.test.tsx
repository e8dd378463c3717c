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
});
