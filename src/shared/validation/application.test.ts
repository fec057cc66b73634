import { describe, expect, it } from 'vitest';
import { ZCreateApplicationRequest } from './application';
import { fieldErrorsFromZod } from './fields';

const valid = {
  playerName: 'Leo Martinez',
  playerAge: '11',
  parentName: 'Ana Martinez',
  email: '  Ana.Martinez@Example.com ',
  phone: '(858) 555-0100',
  experience: 'intermediate',
  commitment: 'full',
  message: 'Leo plays Flight 2 and wants more technical work.',
};

function fieldError(input: Record<string, unknown>): Record<string, string> {
  const result = ZCreateApplicationRequest.safeParse(input);
  if (result.success) return {};
  return fieldErrorsFromZod(result.error);
}

describe('application schema', () => {
  it('accepts a complete application, normalising e-mail and age', () => {
    const parsed = ZCreateApplicationRequest.parse(valid);
    expect(parsed.email).toBe('ana.martinez@example.com');
    expect(parsed.playerAge).toBe(11);
  });

  it.each([
    ['playerName', '', 'Player name is required'],
    ['playerName', '   ', 'Player name is required'],
    ['playerName', undefined, 'Player name is required'],
    ['parentName', '', 'Parent name is required'],
    ['message', '', 'Message is required'],
    ['message', 'x'.repeat(2001), 'Message must be at most 2000 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['email', 'a b@example.com', 'Please enter a valid email address.'],
    ['email', '', 'Email is required'],
    ['phone', 'call me', 'Please enter a valid phone number.'],
    ['phone', '12', 'Please enter a valid phone number.'],
    ['phone', '', 'Phone is required'],
    ['experience', 'pro', 'Choose the player’s experience'],
    ['experience', undefined, 'Choose the player’s experience'],
    ['commitment', 'sometimes', 'Choose a commitment level'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(fieldError({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([7, 18, 11.5, 'eleven'])('rejects player age %j', (age) => {
    expect(fieldError({ ...valid, playerAge: age }).playerAge).toMatch(/Player age/);
  });

  it('requires a player age', () => {
    expect(fieldError({ ...valid, playerAge: '' }).playerAge).toBe('Player age is required');
  });

  it.each([8, 17, '8', '17'])('accepts player age %j', (age) => {
    expect(ZCreateApplicationRequest.safeParse({ ...valid, playerAge: age }).success).toBe(true);
  });

  it.each(['beginner', 'intermediate', 'advanced', 'competitive'])('accepts experience %s', (experience) => {
    expect(ZCreateApplicationRequest.safeParse({ ...valid, experience }).success).toBe(true);
  });

  it.each(['full', 'seasonal', 'exploring'])('accepts commitment %s', (commitment) => {
    expect(ZCreateApplicationRequest.safeParse({ ...valid, commitment }).success).toBe(true);
  });
});
