/**
 * Row ids. Most tables take a random UUID. Append-heavy tables (the XP ledger) take a time-ordered
 * UUID (version 7, RFC 9562): new rows land at the end of the primary-key index instead of on a
 * random page, so a commit of many awards writes a few index pages instead of one page per award.
 */
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/** A UUIDv7: 48 bits of Unix milliseconds, then a per-millisecond counter and random bits. */
export function timeOrderedId(now = Date.now()): string {
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
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
