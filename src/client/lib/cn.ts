import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip on every public page, see
 * docs/decisions/004): a component's own classes and a caller's must not set the same property;
 * use a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
