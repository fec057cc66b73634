/**
 * The first-admin setup code (docs/decisions/017): 16 characters from an alphabet without the
 * look-alikes 0/O and 1/I/L, shown in groups of four. People copy it from a log or retype it, so
 * case, spaces and dashes never matter.
 */
import { z } from 'zod';
import { singleLineText } from './text';

export const SETUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SETUP_CODE_LENGTH = 16;
export const SETUP_CODE_REQUIRED_MESSAGE = "Enter the setup code printed in the server's log.";
export const SETUP_CODE_FORMAT_MESSAGE = `A setup code has ${SETUP_CODE_LENGTH} letters and digits, such as ABCD-EFGH-JKMN-PQRS.`;

/** The one form a code is hashed and compared in: upper case, without spaces or dashes. */
export function normalizeSetupCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** ABCDEFGHJKMNPQRS -> ABCD-EFGH-JKMN-PQRS, as the server prints it. */
export function formatSetupCode(code: string): string {
  return normalizeSetupCode(code).match(/.{1,4}/g)?.join('-') ?? '';
}

export const ZSetupCode = singleLineText({ error: SETUP_CODE_REQUIRED_MESSAGE })
  .max(64, { error: SETUP_CODE_FORMAT_MESSAGE })
  .transform(normalizeSetupCode)
  .pipe(
    z
      .string()
      .min(1, { error: SETUP_CODE_REQUIRED_MESSAGE })
      .regex(new RegExp(`^[A-Z0-9]{${SETUP_CODE_LENGTH}}$`), { error: SETUP_CODE_FORMAT_MESSAGE }),
  );

export const ZInitializeAdminRequest = z.object({ code: ZSetupCode });
export type TInitializeAdminRequest = z.output<typeof ZInitializeAdminRequest>;
