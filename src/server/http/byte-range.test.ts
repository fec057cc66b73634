import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range';

describe('parseRange (RFC 9110 single ranges, as video players send them)', () => {
  it.each([
    [undefined, 1000, { kind: 'whole' }],
    ['bytes=0-', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=0-0', 1000, { kind: 'partial', start: 0, end: 0 }],
    ['bytes=100-199', 1000, { kind: 'partial', start: 100, end: 199 }],
    ['bytes=900-5000', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', 1000, { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', 1000, { kind: 'partial', start: 0, end: 999 }],
    ['bytes=1000-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=500-100', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-0', 1000, { kind: 'unsatisfiable' }],
    ['bytes=-', 1000, { kind: 'unsatisfiable' }],
    ['bytes=abc', 1000, { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', 1000, { kind: 'whole' }],
    ['items=0-1', 1000, { kind: 'whole' }],
  ] as const)('%s of %i bytes is %o', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
