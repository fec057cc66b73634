import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSlicer } from './slices';

describe('createSlicer', () => {
  it('visits at most a slice of items per turn of the event loop, the first slice at once', async () => {
    const slicer = createSlicer(3);
    const seen: number[] = [];
    slicer.add([1, 2, 3, 4, 5, 6, 7][Symbol.iterator](), (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
    await nextTurn();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs work in the order it was added, a later event waiting for the earlier to reach every item', async () => {
    const slicer = createSlicer(2);
    const seen: string[] = [];
    slicer.add(['a1', 'a2', 'a3'][Symbol.iterator](), (item) => seen.push(item));
    slicer.add(['b1', 'b2'][Symbol.iterator](), (item) => seen.push(item));
    expect(seen).toEqual(['a1', 'a2']);
    await nextTurn();
    await nextTurn();
    expect(seen).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
  });

  it('skips an item removed before its turn and visits one added meanwhile (live iterators)', async () => {
    const slicer = createSlicer(1);
    const streams = new Set(['s1', 's2', 's3']);
    const seen: string[] = [];
    slicer.add(streams.values(), (item) => seen.push(item));
    streams.delete('s2');
    streams.add('s4');
    await nextTurn();
    await nextTurn();
    await nextTurn();
    expect(seen).toEqual(['s1', 's3', 's4']);
  });

  it('starts again once idle: work added after everything was visited runs at once', async () => {
    const slicer = createSlicer(2);
    const seen: number[] = [];
    slicer.add([1][Symbol.iterator](), (n) => seen.push(n));
    await nextTurn();
    slicer.add([2, 3][Symbol.iterator](), (n) => seen.push(n));
    expect(seen).toEqual([1, 2, 3]);
  });

  it('reports a visit that threw to onError and visits the rest', async () => {
    const errors: unknown[] = [];
    const slicer = createSlicer(2, (error) => errors.push(error));
    const seen: number[] = [];
    slicer.add([1, 2, 3][Symbol.iterator](), (n) => {
      if (n === 2) throw new Error('stream gone');
      seen.push(n);
    });
    await nextTurn();
    expect(seen).toEqual([1, 3]);
    expect(errors).toEqual([new Error('stream gone')]);
  });
});
