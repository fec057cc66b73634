/** Small display rules of the dashboard (docs/product.md, Dashboard and Progress). */
import { academyDate, daysBetween } from './time';

/** Morning before 12, afternoon before 17, otherwise evening. */
export function greetingFor(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** Today, Yesterday, N days ago up to 7 days, then the date (academy calendar days). */
export function relativeDay(iso: string, now: Date): string {
  const then = new Date(iso);
  const days = daysBetween(academyDate(then), academyDate(now));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  return then.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/Los_Angeles' });
}
