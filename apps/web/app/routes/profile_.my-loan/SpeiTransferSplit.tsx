import type { PaymentReference } from '@lender/contracts';
import { lazy, Suspense } from 'react';

// The panel is a chunk of its own: most references fit in one transfer, and my loan's first-load
// JavaScript has a budget (170 KB gzip, e2e/first-load.e2e.test.ts).
const SpeiTransferPanel = lazy(() => import('./SpeiTransferPanel'));

/** Whether a reference's SPEI transfers need saying: more than one, or what is left of a split. */
export function needsSplit(reference: PaymentReference): boolean {
  const cap = reference.transferCap;
  if (!cap || cap.parts.length === 0) return false;
  return cap.parts.length > 1 || cap.pending.amount < reference.amount.amount;
}

/**
 * A SPEI amount above the per-transfer cap banks apply from 2026 (1,500 UDIS unless the customer
 * raises their own limit, issue 52): the cap today in pesos, that the bank may refuse one larger
 * transfer, and the transfers under the same reference that add up to what is still to pay
 * (`SpeiTransferPanel.tsx`). Nothing when the amount fits in one transfer and none of it arrived.
 */
export function SpeiTransferSplit(props: { reference: PaymentReference; copyable?: boolean }) {
  if (!needsSplit(props.reference)) return null;
  return (
    <Suspense fallback={null}>
      <SpeiTransferPanel {...props} />
    </Suspense>
  );
}
