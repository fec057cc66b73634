/**
 * A countdown that reached "Time!" keeps its run until the result is entered or the family discards
 * it (docs/product.md, Challenges): a dialog closed by accident, a reload or a page left and come
 * back to opens again at the result, not at a fresh countdown. Kept on this device per athlete and
 * challenge; the server's clock still decides whether the completion is accepted.
 */
const storageKey = (athleteId: string, challengeId: string) => `bravo.challenge-run.${athleteId}.${challengeId}`;

/** When the countdown ended, or null when no run waits for its result. */
export function readPendingRun(athleteId: string, challengeId: string): string | null {
  try {
    return localStorage.getItem(storageKey(athleteId, challengeId));
  } catch {
    return null;
  }
}

export function keepPendingRun(athleteId: string, challengeId: string, endedAt: Date): void {
  try {
    localStorage.setItem(storageKey(athleteId, challengeId), endedAt.toISOString());
  } catch {
    // Private mode: the open dialog still keeps the run; only a reload loses it.
  }
}

export function clearPendingRun(athleteId: string, challengeId: string): void {
  try {
    localStorage.removeItem(storageKey(athleteId, challengeId));
  } catch {
    // Nothing was kept.
  }
}
