import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './text';

describe('the control-character rule', () => {
  it.each([
    ['plain text', false, false],
    ['tab\tand line\r\nbreaks', false, true],
    ['NUL \u0000', true, true],
    ['bell \u0007', true, true],
    ['escape \u001b[31m', true, true],
    ['delete \u007f', true, true],
    ['émoji ⚽ and accents', false, false],
  ])('%j: refused in multi-line text %s, in single-line text %s', (value, multi, single) => {
    expect(hasControlCharacters(value)).toBe(multi);
    expect(hasControlCharacters(value, { isSingleLine: true })).toBe(single);
  });

  it('finds the first offending field in a nested request', () => {
    expect(findControlCharacters({ name: 'Leo', steps: [{ title: 'ok' }, { title: 'bad\u0000' }] })).toEqual(['steps', '1', 'title']);
    expect(findControlCharacters({ notes: 'line\nbreak', count: 3, flag: null })).toBeNull();
    expect(findControlCharacters({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findControlCharacters('\u0000')).toEqual([]);
  });
});
