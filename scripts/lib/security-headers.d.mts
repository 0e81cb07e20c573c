export const NONCE_PLACEHOLDER: string;
export function newNonce(): string;
export function originOf(url: string): string | null;
export function contentSecurityPolicy(options?: { trustedOrigins?: string[]; nonce?: string }): string;
export function baseSecurityHeaders(options: {
  hsts: boolean;
  crossOriginResourcePolicy: 'same-origin' | 'cross-origin';
}): Record<string, string>;
export function securityFor(
  app: 'shell' | 'lawfirm' | 'creditor',
  urls: { publicUrl: string; remotes: { lawfirm: string; creditor: string } },
): { trustedOrigins: string[]; headers: Record<string, string> };
