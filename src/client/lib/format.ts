/** Display helpers. Money arrives as integer cents and is only divided here, for display. */

/**
 * US dollars as en-US writes them ("$1,250", "-$12.50"), without Intl: a phone's first currency
 * formatter loads the locale's data, about 20 ms of main thread in the middle of the landing page's
 * hydration (bench:web, Lighthouse's total blocking time), and each `toLocaleString` with options
 * builds another. format.test.ts holds it to Intl's output.
 */
export function formatCents(cents: number, options: { showZeroCents?: boolean } = {}): string {
  const units = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(units / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = units % 100;
  const fraction = rest === 0 && !options.showZeroCents ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 && units > 0 ? '-' : ''}$${dollars}${fraction}`;
}

export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', options);
}

/** A moment, as "Dec 3, 2026, 7:05 AM". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The name toasts and greetings address an athlete by. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
