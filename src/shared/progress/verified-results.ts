/**
 * Verified results (issue 42, point 4; docs/product.md, Coaching: Verified results): a count a coach
 * recorded at a session, or a family's that a coach confirmed, is verified. A count the family logs
 * at home that is more than twice the athlete's best verified count of the same lesson waits for a
 * coach: it is flagged, and its skill XP stays off the Performance board until confirmed.
 */

/** "More than twice the athlete's best verified one". */
export const SUSPECT_RESULT_FACTOR = 2;

/** Whether a self-logged count waits for a coach: only once a verified count of the lesson exists. */
export function isSuspectResult(count: number | null, bestVerified: number | null): boolean {
  return count !== null && bestVerified !== null && count > SUSPECT_RESULT_FACTOR * bestVerified;
}
