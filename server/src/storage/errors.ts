/**
 * Typed storage failures, each carrying its HTTP status (`statusCode`), which the error handler answers
 * with, so every caller answers the same way.
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
