import type { ReactNode } from 'react';

// The four icons of the borrower home's first load, drawn inline: lucide-react's runtime (its icon
// factory and context) would cost more than the icons themselves on a page with a budget.
// Path data from Lucide (ISC licence), the same look as the lucide-react icons used elsewhere.

function LightIcon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = ({ size }: { size?: number }) => (
  <LightIcon size={size}>
    <path d="M4 5h16M4 12h16M4 19h16" />
  </LightIcon>
);

export const UserRoundIcon = ({ size }: { size?: number }) => (
  <LightIcon size={size}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </LightIcon>
);

export const MinusIcon = ({ size }: { size?: number }) => (
  <LightIcon size={size}>
    <path d="M5 12h14" />
  </LightIcon>
);

export const PlusIcon = ({ size }: { size?: number }) => (
  <LightIcon size={size}>
    <path d="M5 12h14M12 5v14" />
  </LightIcon>
);
