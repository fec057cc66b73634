/**
 * Range requests (RFC 9110, section 14): one range per request, which is what video players send
 * to seek. A header with several ranges is answered with the whole file (the RFC allows ignoring
 * Range); a range that starts past the end is unsatisfiable (416).
 */
export type ByteRangeResult =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): ByteRangeResult {
  if (header === undefined) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, another unit or a malformed header: the whole file, as if no Range were sent.
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? { kind: 'unsatisfiable' } : { kind: 'whole' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
