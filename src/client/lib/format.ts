/** Display helpers. Money arrives as integer cents and is only divided here, for display. */

export function formatCents(cents: number, options: { showZeroCents?: boolean } = {}): string {
  const dollars = cents / 100;
  const whole = Number.isInteger(dollars) && !options.showZeroCents;
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', options);
}

/** The name toasts and greetings address an athlete by. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
