/**
 * The shared text rule (src/shared/validation/text.ts) applied to every request before its schema:
 * a NUL or another control character anywhere in the body, the query or the path parameters is a
 * 400 naming the field, on both databases (PostgreSQL would otherwise fail on a NUL with a 500).
 * Schemas apply the stricter single-line rule to their own fields.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '#shared/validation/text';

function check(part: 'body' | 'querystring' | 'params', value: unknown): void {
  const path = findControlCharacters(value);
  if (!path) return;
  const field = path.length ? path.join('.') : part;
  throw new AppError('VALIDATION', CONTROL_CHARACTERS_MESSAGE, { [field]: CONTROL_CHARACTERS_MESSAGE });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    check('params', request.params);
    check('querystring', request.query);
    check('body', request.body);
  });
}
