/** The firm colour when a firm has chosen none: gold. */
export const FIRM_DEFAULT_COLOR = '#B08D38';

import { isFirmStaff } from 'shared-api';
/** The header colour for roles other than A and U. */
export const CREDITOR_HEADER_COLOR = '#0B4F5C';
/** Sidebar background per role (A beige, C and D light blue, others grey). */
export const SIDEBAR_COLORS = { lawFirmAdmin: '#F5EFE2', creditor: '#E8F2F8', other: '#F2F3F5' } as const;

const channel = (hex: string) => {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour (0 black … 1 white); null when it is not #rrggbb. */
export function relativeLuminance(color: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  return 0.2126 * channel(match[1]!) + 0.7152 * channel(match[2]!) + 0.0722 * channel(match[3]!);
}

/**
 * Black or white text, whichever contrasts more with the background: firms
 * choose their colour, and gold with white text fails WCAG AA.
 */
export function readableTextColor(background: string): '#1A1A1A' | '#FFFFFF' {
  const luminance = relativeLuminance(background);
  if (luminance === null) return '#FFFFFF';
  const withWhite = 1.05 / (luminance + 0.05);
  const withDark = (luminance + 0.05) / (0.0103 + 0.05);
  return withDark > withWhite ? '#1A1A1A' : '#FFFFFF';
}

/** Header colour for a user type: the firm's colour for A and U, dark teal otherwise. */
export function headerColorFor(userType: string | null | undefined, firmColor?: string | null): string {
  if (isFirmStaff(userType)) return firmColor || FIRM_DEFAULT_COLOR;
  return CREDITOR_HEADER_COLOR;
}
