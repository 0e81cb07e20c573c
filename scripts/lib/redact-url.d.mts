export const REDACTED: '[redacted]';
export function redactUrl(url: string): string;
