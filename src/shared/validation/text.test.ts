import { describe, expect, it } from 'vitest';
import { ZSignUpRequest, ZParentSetupRequest, ZUpdateProfileRequest } from './accounts';
import { ZCreateApplicationRequest } from './application';
import { ZAthleteRequest } from './athletes';
import { ZTestCardRequest } from './membership';
import { ZFamilySearchQuery } from './social';
import { BIDI_CONTROLS_MESSAGE, LINE_BREAK_MESSAGE, findControlCharacters, hasControlCharacters } from './text';

describe('the control-character rule', () => {
  it.each([
    ['plain text', false, false],
    ['tab\tand line\r\nbreaks', false, true],
    ['NUL \u0000', true, true],
    ['bell \u0007', true, true],
    ['escape \u001b[31m', true, true],
    ['delete \u007f', true, true],
    ['émoji ⚽ and accents', false, false],
    ['line\u2028separator', false, true],
    ['paragraph\u2029separator', false, true],
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

const application = { playerName: 'Leo Ruiz', playerAge: 10, parentName: 'Ana Ruiz', email: 'ana@example.com', phone: '858 555 0100', experience: 'beginner', commitment: 'seasonal', message: 'Hi' };

/** Every name field the app accepts, with a valid value around it and the label its message names. */
const NAME_FIELDS: [string, (name: string) => { success: boolean; error?: { issues: { message: string }[] } }, string][] = [
  ['sign-up display name', (name) => ZSignUpRequest.safeParse({ name, email: 'ana@example.com', password: 'Goal2026!Kick' }), 'Display name'],
  ['profile display name', (name) => ZUpdateProfileRequest.safeParse({ displayName: name }), 'Display name'],
  ['parent full name', (name) => ZParentSetupRequest.safeParse({ fullName: name, phone: '+1 858 555 0100', address: '1 Main St', birthDate: '1985-05-05' }), 'Full name'],
  ['athlete name', (name) => ZAthleteRequest.safeParse({ name, dateOfBirth: '2015-04-12' }), 'Name'],
  ['application player name', (name) => ZCreateApplicationRequest.safeParse({ ...application, playerName: name }), 'Player name'],
  ['application parent name', (name) => ZCreateApplicationRequest.safeParse({ ...application, parentName: name }), 'Parent name'],
  ['name on card', (name) => ZTestCardRequest.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: name }), 'Name on card'],
];

describe('names', () => {
  it.each(NAME_FIELDS)('the %s is accepted with accents and emoji', (_field, parse) => {
    expect(parse('Sofía López-Hernández 🌟').success).toBe(true);
  });

  it.each(NAME_FIELDS)('the %s refuses every bidirectional control with a message naming the field', (_field, parse, label) => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const result = parse(`Leo${String.fromCodePoint(code)}oknem`);
      expect(result.success, code.toString(16)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(`${label}: ${BIDI_CONTROLS_MESSAGE}`);
    }
  });

  it.each(NAME_FIELDS)('the %s refuses U+2028 and U+2029 as it refuses CR and LF', (_field, parse, label) => {
    for (const bad of ['\n', '\r', '\u2028', '\u2029']) {
      const result = parse(`Leo${bad}Ruiz`);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(`${label}: ${LINE_BREAK_MESSAGE}`);
    }
  });

  it('a single-line field that is not a name still refuses the separators', () => {
    expect(ZFamilySearchQuery.safeParse({ q: 'gar\u2028cia' }).success).toBe(false);
    expect(ZFamilySearchQuery.safeParse({ q: 'garcia' }).success).toBe(true);
  });
});
