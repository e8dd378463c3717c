// Registry round trip, ESM: a fresh project installed @lender/ui from a registry and renders it on
// the server, as a Remix app does; the stylesheet ships compiled, with the theme.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoProduct } from '@lender/calculator';
import { Button, Calculator, ClabeField, masks, PhoneField, StatusBadge, UI_CONSTANTS } from '@lender/ui';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const originalError = console.error;
const logged = [];
console.error = (...args) => logged.push(args.join(' '));

const html = renderToString(
  h('div', null, [
    h(Calculator, {
      key: 'c',
      product: demoProduct,
      today: '2025-03-01',
      initial: { amount: 300000, payCycle: 'monthly' },
    }),
    h(PhoneField, { key: 'p', label: 'Celular', defaultValue: '5512345678' }),
    h(ClabeField, { key: 'k', label: 'CLABE', defaultValue: '002010077777777771' }),
    h(StatusBadge, { key: 's', kind: 'loan', status: 4 }),
    h(Button, { key: 'b' }, 'Solicitar ahora'),
  ]),
);
console.error = originalError;
assert.deepEqual(logged, [], 'server rendering logged errors');
assert.match(html, /Calcula tu préstamo/);
assert.match(html, /\$3,000\.00/);
assert.match(html, /value="\+52 \(551\) 234-5678"/);
assert.match(html, /Banco: BANAMEX/);
assert.match(html, /Activo/);
assert.match(html, /class="[^"]+"/);

assert.equal(masks.phoneMask.parse('+52 55 1234 5678'), '5512345678');
assert.equal(UI_CONSTANTS.toastDurationMs, 5000);

const css = readFileSync(fileURLToPath(import.meta.resolve('@lender/ui/styles.css')), 'utf8');
assert.match(css, /:root\{--/);
assert.ok(css.length > 10_000, 'styles.css holds every component style');

console.log('@lender/ui ESM consumer: ok');
