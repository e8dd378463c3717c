import { LoadingOverlay, SandboxBanner, ToastRegion } from '@lender/ui';

// The parts of the layout a first visit rarely needs, in their own chunk (SiteLayout loads it lazily
// when one of them shows): the home's first-load JavaScript stays within DESIGN.md's budget.
export { LoadingOverlay, SandboxBanner, ToastRegion };
