import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrub';

describe('scrubPersonalData: the forms people write (issue 37, point 18)', () => {
  it.each([
    ['born 05/05/2015', 'born [date]'],
    ['born 5/5/15, can she join?', 'born [date], can she join?'],
    ['DOB 12-31-2016', 'DOB [date]'],
    ['DOB 3.7.2015', 'DOB [date]'],
    ['born 2015-04-12', 'born [date]'],
    ['born 2015/4/12', 'born [date]'],
    ['born May 5, 2015', 'born [date]'],
    ['born on the 5th of May 2015', 'born on the [date]'],
  ])('dates: %s', (text, scrubbed) => {
    expect(scrubPersonalData(text, [])).toBe(scrubbed);
  });

  it.each([
    ['call 619.555.0100', 'call [phone]'],
    ['call 619/555/0100', 'call [phone]'],
    ['call (619) 555-0100', 'call [phone]'],
    ['call 619 555 0100 today', 'call [phone] today'],
    ['call +1 619 555 0100', 'call [phone]'],
    ['call 6195550100', 'call [phone]'],
  ])('phone numbers: %s', (text, scrubbed) => {
    expect(scrubPersonalData(text, [])).toBe(scrubbed);
  });

  it('keeps what is neither: prices, years, scores, fractions, session times', () => {
    const text = 'We won 3-0, he played 3/4 of the game, Pro is $1,050.00 in 2026, training at 4:30 on 5/5.';
    expect(scrubPersonalData(text, [])).toBe(text);
  });

  it('finds a name without its accents, and with them when the name has none', () => {
    expect(scrubPersonalData('Is Zoe ready for the Pro group? zoe’s coach says yes', ['Zoë Martínez'])).toBe('Is [athlete] ready for the Pro group? [athlete] coach says yes');
    expect(scrubPersonalData('Does MARTINEZ need cleats?', ['Zoë Martínez'])).toBe('Does [athlete] need cleats?');
    expect(scrubPersonalData('Can Zoë and José train together?', ['Zoe Lopez', 'Jose Ruiz'])).toBe('Can [athlete] and [athlete] train together?');
  });

  it('finds each part of a hyphenated name, and the whole of it', () => {
    const names = ['Mary-Jane López-Hernández'];
    expect(scrubPersonalData('Mary has a cold', names)).toBe('[athlete] has a cold');
    expect(scrubPersonalData('Jane and mary-jane', names)).toBe('[athlete] and [athlete]');
    expect(scrubPersonalData('Lopez family, Hernandez too', names)).toBe('[athlete] family, [athlete] too');
  });

  it('keeps words that only contain a name, and text after an emoji in place', () => {
    expect(scrubPersonalData('Leonardo and Leo 🌟 at 4 pm', ['Leo'])).toBe('Leonardo and [athlete] 🌟 at 4 pm');
    expect(scrubPersonalData('⚽️ Zoë! ⚽️ zoe.', ['Zoë'])).toBe('⚽️ [athlete]! ⚽️ [athlete].');
  });
});
