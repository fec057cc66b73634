/**
 * The one error model shared by server and client: a closed set of codes, a message a person can
 * read, an HTTP status and, for bad input, a message per field.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_JSON: 400,
  ATHLETE_BIRTH_YEAR: 400,
  INVALID_SESSION_ID: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_EXISTS: 409,
  FORBIDDEN: 403,
  NOT_INVITED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PAYMENT_DECLINED: 402,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type FieldErrors = Record<string, string>;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fields = fields;
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
