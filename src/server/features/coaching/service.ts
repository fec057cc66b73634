/**
 * What other features may use of coaching. The coach's home lists the results waiting for a coach
 * (issue 42, points 4 and 5): a count and the oldest first.
 */
export { readResultsToConfirm } from './results';
