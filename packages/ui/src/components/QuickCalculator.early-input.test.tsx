import { demoProduct } from '@lender/calculator';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { reactActEnvironment } from '../test/act-environment';
import { serverHtml } from '../test/server-html';
import { QuickCalculator } from './QuickCalculator';

// The home page's light calculator works from the server's HTML (it posts without JavaScript). A
// borrower on a slow phone who types an amount or picks a pay cycle and date before the modules run
// keeps them when the page hydrates (issue 17's note: its own controls had no `useEarlyInput`).

const TODAY = '2025-03-01';
const tree = () => (
  <QuickCalculator
    product={demoProduct}
    today={TODAY}
    initial={{ amount: 3_000_00, payCycle: 'monthly' }}
    formAction="/"
  />
);

reactActEnvironment();

function one<T extends Element>(container: HTMLElement, selector: string): T {
  const element = container.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

async function hydrated(enter: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = serverHtml(tree());
  enter(container);
  await act(async () => {
    hydrateRoot(container, tree());
  });
  return container;
}

describe('the light calculator keeps what was entered before hydration', () => {
  it('an amount typed in pesos (rounded to the step) and a pay cycle and date chosen', async () => {
    let date = '';
    const container = await hydrated((c) => {
      one<HTMLInputElement>(c, 'input[type="number"]').value = '2049';
      one<HTMLSelectElement>(c, 'select[name="payCycle"]').value = 'monthly';
      const dates = one<HTMLSelectElement>(c, 'select[name="payDates"]');
      const last = [...dates.options].filter((o) => o.value && !o.disabled).at(-1);
      date = last?.value ?? '';
      dates.value = date;
    });
    const range = one<HTMLInputElement>(container, 'input[type="range"]');
    expect(range.value).toBe(String(2_000_00));
    const form = new FormData(one<HTMLFormElement>(container, 'form'));
    expect(form.get('amountPesos')).toBe('2000');
    expect(form.get('payCycle')).toBe('monthly');
    expect(date).not.toBe('');
    expect(form.get('payDates')).toBe(date);
    container.remove();
  });

  it('a pay cycle changed before hydration; an amount out of range is clamped; nothing entered changes nothing', async () => {
    const changed = await hydrated((c) => {
      one<HTMLSelectElement>(c, 'select[name="payCycle"]').value = 'weekly';
      one<HTMLInputElement>(c, 'input[type="number"]').value = '999999';
    });
    let form = new FormData(one<HTMLFormElement>(changed, 'form'));
    expect(form.get('payCycle')).toBe('weekly');
    expect(Number(form.get('amountPesos'))).toBeLessThanOrEqual(demoProduct.amounts.first.maxAmount / 100);
    changed.remove();

    const untouched = await hydrated(() => {});
    form = new FormData(one<HTMLFormElement>(untouched, 'form'));
    expect(form.get('amountPesos')).toBe('3000');
    expect(form.get('payCycle')).toBe('monthly');
    untouched.remove();
  });
});
