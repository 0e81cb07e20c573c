/**
 * Typed storage failures. Route code maps them to HTTP statuses
 * (see `storageErrorStatus`) so every caller answers the same way.
 */
export class FileTooLargeError extends Error {
  readonly statusCode = 413;
  constructor(readonly maxBytes: number) {
    super(`File size must not exceed ${Math.round(maxBytes / (1024 * 1024))}MB`);
    this.name = 'FileTooLargeError';
  }
}

export class UnsupportedFileTypeError extends Error {
  readonly statusCode = 415;
  constructor(message = 'File type is not allowed') {
    super(message);
    this.name = 'UnsupportedFileTypeError';
  }
}

export class StoredFileNotFoundError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('File not found');
    this.name = 'StoredFileNotFoundError';
  }
}

/** The HTTP status a storage error maps to, or null for anything else. */
export function storageErrorStatus(error: unknown): 404 | 413 | 415 | null {
  if (error instanceof FileTooLargeError) return 413;
  if (error instanceof UnsupportedFileTypeError) return 415;
  if (error instanceof StoredFileNotFoundError) return 404;
  return null;
}
