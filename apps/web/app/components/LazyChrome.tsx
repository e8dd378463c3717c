import { LoadingOverlay, SandboxBanner, showToast, ToastRegion } from '@lender/ui';

// The parts of the layout a first visit rarely needs, in their own chunk (SiteLayout loads it lazily
// when one of them shows): the home's first-load JavaScript stays within DESIGN.md's budget. The
// toast's queue goes with its region: `Confirmation` loads `showToast` from here only when it has
// something to say, so no page carries the toast's code in its first load.
export { LoadingOverlay, SandboxBanner, showToast, ToastRegion };
