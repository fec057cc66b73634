import { describe, expect, it } from 'vitest';
import {
  ZParentSetupRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZUpdateProfileRequest,
  normalizeEmail,
  parentBirthDateProblem,
  passwordProblems,
} from './accounts';
import {
  ATHLETE_BIRTH_YEAR_MESSAGE,
  ZAthleteRequest,
  birthYearProblem,
  isEligibleBirthYear,
  publicAthleteName,
} from './athletes';

describe('password policy (spec part 1, section 5)', () => {
  it.each([
    ['Goal2026!', []],
    ['Aa1@aaaa', []],
    ['Aa1$Aa1%', []],
    ['Ab1!', ['Password must be at least 8 characters long.']],
    ['', ['Password must be at least 8 characters long.']],
    ['GOAL2026!', ['Password must include a lowercase letter.']],
    ['goal2026!', ['Password must include an uppercase letter.']],
    ['GoalGoal!', ['Password must include a number.']],
    ['Goal2026a', ['Password must include a special character (@$!%*?&).']],
    ['goalgoalgoal', ['Password must include an uppercase letter, a number and a special character (@$!%*?&).']],
    ['Goal 2026!', ['Password may only contain letters, numbers and these special characters: @$!%*?&']],
    ['Goal2026#', ['Password may only contain letters, numbers and these special characters: @$!%*?&']],
    ['Goal2026!é', ['Password may only contain letters, numbers and these special characters: @$!%*?&']],
  ])('%j → %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it.each(['@', '$', '!', '%', '*', '?', '&'])('accepts the special character %s', (special) => {
    expect(passwordProblems(`Goal2026${special}`)).toEqual([]);
  });

  it('puts the first problem on the password field of the sign-up schema', () => {
    const result = ZSignUpRequest.safeParse({ email: 'a@example.com', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters long.');
  });
});

describe('e-mail normalisation', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana.Martinez@Example.COM ')).toBe('ana.martinez@example.com');
    expect(ZSignInRequest.parse({ email: ' A@B.co ', password: 'whatever1' }).email).toBe('a@b.co');
  });

  it.each(['plainaddress', 'a b@example.com', 'a@', '@example.com', 'a@example'])('rejects %j', (email) => {
    const result = ZSignInRequest.safeParse({ email, password: 'Goal2026!' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });

  it('trims the optional display name and drops it when empty', () => {
    expect(ZSignUpRequest.parse({ name: '  Ana  ', email: 'a@b.co', password: 'Goal2026!' }).name).toBe('Ana');
    expect(ZSignUpRequest.parse({ name: '   ', email: 'a@b.co', password: 'Goal2026!' }).name).toBeUndefined();
  });
});

describe('profile edits', () => {
  it('trims fields and saves empty ones as null', () => {
    expect(ZUpdateProfileRequest.parse({ displayName: '  Ana ', phone: '', address: '   ', bio: undefined })).toEqual({
      displayName: 'Ana',
      phone: null,
      address: null,
      birthDate: null,
      bio: null,
    });
  });
});

describe('birth years', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it.each([
    [1899, 'Invalid birth year: 1899. Must be between 1900 and 2026'],
    [1900, null],
    [2026, null],
    [2027, 'Invalid birth year: 2027. Must be between 1900 and 2026'],
  ])('year %i → %j', (year, problem) => {
    expect(birthYearProblem(year, now)).toBe(problem);
  });

  it('counts years in the academy’s calendar: on New Year’s Eve in San Diego it is still the old year', () => {
    const newYearInLondon = new Date('2027-01-01T03:00:00Z'); // 31 December, 19:00 in San Diego
    expect(birthYearProblem(2027, newYearInLondon)).toBe('Invalid birth year: 2027. Must be between 1900 and 2026');
    expect(birthYearProblem(2027, new Date('2027-01-01T09:00:00Z'))).toBeNull();
  });

  it.each([
    [2013, false],
    [2014, true],
    [2015, true],
    [2016, true],
    [2017, true],
    [2018, false],
  ])('eligibility of %i is %s', (year, eligible) => {
    expect(isEligibleBirthYear(year)).toBe(eligible);
  });

  it('refuses an athlete born in 2012 with the spec message', () => {
    const result = ZAthleteRequest.safeParse({ name: 'Leo', dateOfBirth: '2012-05-01' });
    expect(result.error?.issues[0]?.message).toBe(ATHLETE_BIRTH_YEAR_MESSAGE);
    expect(ATHLETE_BIRTH_YEAR_MESSAGE).toBe(
      'Athletes must be born between 2014 and 2017 to be eligible for training programs.',
    );
  });

  it('refuses impossible dates and sends empty optional fields as null', () => {
    expect(ZAthleteRequest.safeParse({ name: 'Leo', dateOfBirth: '2015-02-30' }).success).toBe(false);
    expect(ZAthleteRequest.parse({ name: ' Leo ', dateOfBirth: '2015-02-28', skillLevel: '', medicalNotes: '  ' })).toEqual({
      name: 'Leo',
      dateOfBirth: '2015-02-28',
      ageGroup: null,
      skillLevel: null,
      preferredPosition: null,
      emergencyContact: null,
      medicalNotes: null,
    });
  });
});

describe('what other families see', () => {
  // Issue 18: "The rankings show the first name only, while Settings promises 'first name and initial'."
  it('shows the first name and the last name’s initial, never the surname', () => {
    expect(publicAthleteName('Leo Martinez Garcia')).toBe('Leo G.');
    expect(publicAthleteName('  sofia   martinez ')).toBe('sofia M.');
    expect(publicAthleteName('Mateo')).toBe('Mateo');
    expect(publicAthleteName('  ')).toBe('Unknown Player');
  });
});

describe('e-mail length (RFC 5321: at most 254 characters)', () => {
  const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  it('accepts 254 characters and refuses 255 and the 5,012 of the finding', () => {
    const longest = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(67)}.com`;
    expect(longest).toHaveLength(254);
    expect(ZSignInRequest.safeParse({ email: longest, password: 'Goal2026!' }).success).toBe(true);
    const long = ZSignUpRequest.safeParse({ email: address(255), password: 'Goal2026!' });
    expect(long.error?.issues[0]?.message).toBe('Email must be at most 254 characters');
    expect(ZSignUpRequest.safeParse({ email: address(5012), password: 'Goal2026!' }).error?.issues[0]?.message).toBe('Email must be at most 254 characters');
  });
});

describe('a parent’s birth date: a real date from 1900, at least 18 years ago', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['1985-05-05', null],
    ['1900-01-01', null],
    ['2008-11-24', null],
    ['2008-11-25', 'Birth date must be between 1900 and 2008: parents are at least 18.'],
    ['2099-01-01', 'Birth date must be between 1900 and 2008: parents are at least 18.'],
    ['1850-06-01', 'Birth date must be between 1900 and 2008: parents are at least 18.'],
    ['1899-12-31', 'Birth date must be between 1900 and 2008: parents are at least 18.'],
    ['1990-02-30', 'Birth date must be a valid date'],
  ])('%s → %s', (value, problem) => {
    expect(parentBirthDateProblem(value, now)).toBe(problem);
  });

  it('counts the 18 years in the academy’s calendar, as the birth years do', () => {
    const evening = new Date('2026-11-25T05:00:00Z'); // 24 November, 21:00 in San Diego
    expect(parentBirthDateProblem('2008-11-24', evening)).toBeNull();
    expect(parentBirthDateProblem('2008-11-25', evening)).toBe('Birth date must be between 1900 and 2008: parents are at least 18.');
  });

  it('applies on the setup step and the profile edit', () => {
    const step = { fullName: 'Ana', phone: '8585550100', address: '1 Main St', birthDate: '2099-01-01' };
    expect(ZParentSetupRequest.safeParse(step).error?.issues[0]?.path).toEqual(['birthDate']);
    expect(ZUpdateProfileRequest.safeParse({ birthDate: '1850-01-01' }).success).toBe(false);
    expect(ZUpdateProfileRequest.safeParse({ birthDate: '' }).success).toBe(true);
  });
});

describe('names and single-line fields refuse line breaks and control characters', () => {
  it.each([
    ['displayName', 'Ana\r\nBcc: x'],
    ['phone', '858\n5550100'],
    ['address', '1 Main\u0000St'],
  ])('profile %s %j', (field, value) => {
    const result = ZUpdateProfileRequest.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('keeps line breaks in the bio, not a NUL', () => {
    expect(ZUpdateProfileRequest.safeParse({ bio: 'Two\nlines' }).success).toBe(true);
    expect(ZUpdateProfileRequest.safeParse({ bio: 'NUL\u0000' }).success).toBe(false);
  });

  it('refuses an athlete name on two lines and keeps medical notes on several', () => {
    expect(ZAthleteRequest.safeParse({ name: 'Leo\nMartinez', dateOfBirth: '2015-01-01' }).success).toBe(false);
    expect(ZAthleteRequest.safeParse({ name: 'Leo', dateOfBirth: '2015-01-01', medicalNotes: 'Asthma\nInhaler in bag' }).success).toBe(true);
  });
});

describe('an e-mail domain (the spec’s Invalid Email Domain is dropped: docs/product.md, Messages)', () => {
  it.each(['parent@localhost', 'parent@b', 'parent@b.c', 'parent@-example.com'])('refuses %s as an invalid e-mail, with no domain list', (email) => {
    expect(ZSignUpRequest.safeParse({ email, password: 'Goal2026!' }).error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
  it.each(['parent@school.k12.ca.us', 'parent@mailinator.com', 'padre@correo.mx'])('accepts %s: any domain that can receive the confirmation link', (email) => {
    expect(ZSignUpRequest.safeParse({ email, password: 'Goal2026!Kick' }).success).toBe(true);
  });
});
