// Registry round trip, CommonJS: require @lender/ui and render on the server.
const assert = require('node:assert/strict');
const { readFileSync } = require('node:fs');
const { demoProduct } = require('@lender/calculator');
const { Calculator, ErrorPage, Schedule, masks, userMenuLabel } = require('@lender/ui');
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');

const calculator = renderToString(h(Calculator, { product: demoProduct, today: '2025-03-01' }));
assert.match(calculator, /Solicitar ahora/);
const page = renderToString(h(ErrorPage, { status: 404, contactEmail: 'ayuda@lender.mx' }));
assert.match(page, /No encontramos esta página/);
const schedule = renderToString(
  h(Schedule, {
    rows: [{ date: '2025-03-15', principal: 100000, interest: 5000, fees: 0, vat: 800, status: 'pending' }],
  }),
);
assert.match(schedule, /15\.03\.2025/);
assert.equal(masks.curpMask.parse('hegg560427mvzrrl04'), 'HEGG560427MVZRRL04');
assert.equal(userMenuLabel({ firstName: null, email: 'ana@example.com' }), 'ana');
assert.match(readFileSync(require.resolve('@lender/ui/styles.css'), 'utf8'), /:root\{--/);

console.log('@lender/ui CommonJS consumer: ok');
