import { describe, expect, it } from 'vitest';
import { avatarInitial, firstLetter, publicName } from './names';
import { publicAthleteName } from './validation/athletes';

describe('the initial other families see', () => {
  it('is a whole letter of the last word that has one, never half an emoji', () => {
    expect(publicAthleteName('Sofía López-Hernández 🌟')).toBe('Sofía L.');
    expect(publicAthleteName('Leo 🌟⚽')).toBe('Leo');
    expect(publicAthleteName('🌟 Mia Ángel')).toBe('Mia Á.');
    expect(publicAthleteName('Zoë 𝒜dams')).toBe('Zoë 𝒜.');
    expect(publicAthleteName('Chloe \u00e9lise')).toBe('Chloe É.');
    // A letter written with a combining accent keeps its accent.
    expect(publicAthleteName('Ana E\u0301lise')).toBe('Ana E\u0301.');
    expect(publicAthleteName('Noah 12 ßeta')).toBe('Noah ß.');
    expect(publicAthleteName('Liu 王小明')).toBe('Liu 王.');
    for (const name of ['Sofía López-Hernández 🌟', 'Ana 🇺🇸', 'Iker 👨‍👩‍👧 Soto', 'Gael 𝓩', 'Emma \uD83C\uDF1F\uD83C\uDF1F']) {
      const shown = publicAthleteName(name);
      // Never a lone surrogate: the string round-trips through UTF-8 unchanged.
      expect(new TextDecoder().decode(new TextEncoder().encode(shown)), name).toBe(shown);
      expect(shown, name).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('keeps the cases it always had', () => {
    expect(publicAthleteName('Leo Martinez Garcia')).toBe('Leo G.');
    expect(publicAthleteName('  sofia   martinez ')).toBe('sofia M.');
    expect(publicAthleteName('Mateo')).toBe('Mateo');
    expect(publicAthleteName('  ')).toBe('Unknown Player');
    expect(publicAthleteName('🌟 ⚽')).toBe('Unknown Player');
    expect(publicName('Benjamin Quayle', 'Academy family')).toBe('Benjamin Q.');
  });

  it('gives avatars the first whole letter, upper case', () => {
    expect(avatarInitial('🌟Sofía')).toBe('S');
    expect(avatarInitial('émile')).toBe('É');
    expect(avatarInitial('𝒜bby')).toBe('𝒜');
    expect(avatarInitial('⚽')).toBe('?');
    expect(firstLetter('ßeta')).toBe('ß');
    expect(firstLetter('42')).toBeNull();
  });
});
