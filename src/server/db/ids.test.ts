import { describe, expect, it } from 'vitest';
import { timeOrderedIds } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID carrying the millisecond it was made', () => {
    const timeOrderedId = timeOrderedIds();
    const id = timeOrderedId(Date.UTC(2026, 10, 22, 15, 0, 0));
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22, 15, 0, 0));
  });

  it('sorts in the order ids were made, within a millisecond and past its 4,096-id counter', () => {
    const timeOrderedId = timeOrderedIds();
    const at = Date.UTC(2026, 11, 1);
    const ids = Array.from({ length: 5000 }, () => timeOrderedId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id) => expect(id).toMatch(UUID_V7));
  });

  it('keeps the order when the clock steps back', () => {
    const timeOrderedId = timeOrderedIds();
    const first = timeOrderedId(Date.UTC(2026, 11, 2));
    const second = timeOrderedId(Date.UTC(2026, 11, 1));
    expect(second > first).toBe(true);
  });
});
