/**
 * The auth messages (docs/product.md, Messages) as toasts, in one place so every form says the same
 * thing. Invalid e-mail and weak password use the destructive style.
 */
import { AppError } from '#shared/errors';
import { SHORT_PASSWORD_MESSAGE } from '#shared/validation/accounts';
import { toast } from '#client/lib/toast';

/** ZEmail's message for an address that does not look like one. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const RATE_LIMITED_MESSAGE = 'Please wait a moment before trying again.';

export function toastInvalidEmail(): void {
  toast.error('Invalid Email', { description: INVALID_EMAIL_MESSAGE });
}

/** "Weak Password": the catalogue's text for a short one (docs/product.md, Messages), otherwise what the password lacks. */
export function toastWeakPassword(problem: string | undefined): void {
  toast.error('Weak Password', { description: problem || SHORT_PASSWORD_MESSAGE });
}

export function toastTooManyAttempts(): void {
  toast.error('Too Many Attempts', { description: RATE_LIMITED_MESSAGE });
}

/** The server's words when it refused for a reason a person can act on, else undefined. */
export function actionableMessage(error: unknown): string | undefined {
  if (!(error instanceof AppError) || !error.message) return undefined;
  return error.status < 500 || error.code === 'UNAVAILABLE' ? error.message : undefined;
}
