/**
 * Row ids. Most tables take a random UUID. Append-heavy tables (the XP ledger) take a time-ordered
 * UUID (version 7, RFC 9562): new rows land at the end of the primary-key index instead of on a
 * random page, so a commit of many awards writes a few index pages instead of one page per award.
 */
import { randomUUID } from 'node:crypto';

/**
 * A maker of UUIDv7s: 48 bits of Unix milliseconds, then a per-millisecond counter and random bits.
 * Each maker keeps its own order; the server uses one (`timeOrderedId`).
 */
export function timeOrderedIds(): (now?: number) => string {
  let lastMs = 0;
  let sequence = 0;
  return (now = Date.now()) => {
    if (now > lastMs) {
      lastMs = now;
      sequence = 0;
    } else {
      // Same millisecond (or a clock step back): keep the order with the 12-bit counter, borrowing
      // the next millisecond when it runs out.
      sequence += 1;
      if (sequence > 0xfff) {
        lastMs += 1;
        sequence = 0;
      }
    }
    // The random tail (with its variant bits) of a version 4 UUID, which Node draws from a pooled
    // source; the time and the counter replace its first half.
    const time = lastMs.toString(16).padStart(12, '0');
    const counter = sequence.toString(16).padStart(3, '0');
    return `${time.slice(0, 8)}-${time.slice(8)}-7${counter}-${randomUUID().slice(19)}`;
  };
}

/** The server's UUIDv7s, in the order this process made them. */
export const timeOrderedId = timeOrderedIds();
