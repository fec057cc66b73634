/**
 * The level last shown for each athlete on this device (docs/product.md, Progress), so the
 * dashboard celebrates a level reached elsewhere (a lesson, a challenge) when the parent comes back
 * to it.
 */
const storageKey = (athleteId: string) => `bravo.last-level.${athleteId}`;

export function readLastSeenLevel(athleteId: string): number | null {
  try {
    const value = Number(localStorage.getItem(storageKey(athleteId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberLevel(athleteId: string, level: number): void {
  try {
    localStorage.setItem(storageKey(athleteId), String(level));
  } catch {
    // Private mode: the next visit simply celebrates nothing it cannot compare.
  }
}
