import type { ReactNode } from 'react';

/**
 * The portal's outline icons: 24-unit strokes in the text's colour, unfilled. Decorative only (hidden from
 * screen readers and from the tab order): the button around it carries the name.
 */
export function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
