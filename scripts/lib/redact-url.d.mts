export const REDACTED: '[redacted]';
export function redactUrl(url: string): string;
export function isSecretName(name: string): boolean;
