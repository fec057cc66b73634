/**
 * The checks every safeguarding table in the tests makes (issue 37, point 1): at least `min`
 * distinct messages of each kind, every concerning one flagged (each named when missed), at most
 * one ordinary one flagged.
 */
import { describe, expect, it } from 'vitest';
import { detectChildAtRisk } from './safety';

export function describeSafetyTable(title: string, table: { concerning: readonly string[]; ordinary: readonly string[]; min: number }): void {
  const { concerning, ordinary, min } = table;
  describe(title, () => {
    it(`holds at least ${min} distinct messages of each kind`, () => {
      expect(concerning.length).toBeGreaterThanOrEqual(min);
      expect(ordinary.length).toBeGreaterThanOrEqual(min);
      expect(new Set([...concerning, ...ordinary]).size).toBe(concerning.length + ordinary.length);
    });

    it('flags every message about a child at risk', () => {
      expect(concerning.filter((text) => detectChildAtRisk(text) === null)).toEqual([]);
    });

    it('flags at most one ordinary message', () => {
      const flagged = ordinary.filter((text) => detectChildAtRisk(text) !== null);
      expect(flagged.length, `ordinary messages flagged:\n${flagged.join('\n')}`).toBeLessThanOrEqual(1);
    });
  });
}
