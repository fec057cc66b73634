/**
 * One error handler: every failure leaves as { error: { code, message, fields? } }. Messages of
 * 5xx errors are replaced by a generic one; the details go to the log with the request context.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_STATUS, type ErrorCode, type FieldErrors } from '#shared/errors';
import { firstFieldMessage } from '#shared/validation/fields';

function fieldsFromValidation(validation: { instancePath: string; message?: string }[], prefix: string) {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || prefix;
    if (!(key in fields)) fields[key] = issue.message ?? 'Invalid value';
  }
  return fields;
}

/** A schema can name a more specific code for an issue: addIssue({ params: { appCode } }). */
function appCodeOf(validation: { params?: Record<string, unknown> }[]): ErrorCode | undefined {
  for (const issue of validation) {
    const code = (issue.params?.params as { appCode?: unknown } | undefined)?.appCode;
    if (typeof code === 'string' && code in ERROR_STATUS) return code as ErrorCode;
  }
  return undefined;
}

export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = fieldsFromValidation(err.validation, err.validationContext ?? 'body');
    return new AppError(appCodeOf(err.validation) ?? 'VALIDATION', firstFieldMessage(fields), fields);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('VALIDATION', 'Send the request as JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('BAD_JSON', 'The request body is empty.');
  }
  if (err.statusCode === 400 && (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
    return new AppError('BAD_JSON', 'The request body is not valid JSON.');
  }
  if (err.statusCode === 429) return new AppError('RATE_LIMITED', 'Please wait a moment before trying again.');
  if (err.statusCode === 404) return new AppError('NOT_FOUND', 'Not found');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new AppError('VALIDATION', err.message);
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
    }
    return reply.status(appError.status).send(appError.toBody());
  });
}
