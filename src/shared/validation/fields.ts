import type { z } from 'zod';
import type { FieldErrors } from '../errors';

/** Turns a zod error into one readable message per field (the first issue of each path wins). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The message shown above a form when several fields are wrong: the first field's message. */
export function firstFieldMessage(fields: FieldErrors): string {
  return Object.values(fields)[0] ?? 'Please check the form and try again.';
}
