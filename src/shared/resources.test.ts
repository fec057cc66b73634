import { describe, expect, it } from 'vitest';
import { averageRating, openingOf, readMinutes, slugify, topicById } from './resources';
import { parseInline, parseMarkdown } from './resources-markdown';

const words = (n: number) => Array.from({ length: n }, () => 'ball').join(' ');

describe('resource rules', () => {
  it.each([
    [0, 1],
    [50, 1],
    [299, 1],
    [300, 2],
    [600, 3],
    [900, 5],
  ])('reads %i words in %i minutes (200 a minute, at least 1)', (count, minutes) => {
    expect(readMinutes(words(count))).toBe(minutes);
  });

  it('leaves Markdown marks out of the word count', () => {
    expect(readMinutes(`## ${words(199)}\n\n- **${words(200)}**`)).toBe(2);
  });

  it('takes the first paragraph as the opening, after any heading', () => {
    expect(openingOf('First line\ncontinues.\n\nSecond paragraph.')).toBe('First line continues.');
    expect(openingOf('## Heading\n\nThe opening.\n\n- a list')).toBe('The opening.');
    expect(openingOf('- only a list')).toBe('');
  });

  it.each([
    ['Pre-Game Meals for a 10-Year-Old', 'pre-game-meals-for-a-10-year-old'],
    ['  Café & Crème!  ', 'cafe-creme'],
    ['***', ''],
  ])('makes the address of %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('averages ratings to one decimal, none before the first', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(7, 2)).toBe(3.5);
    expect(averageRating(13, 3)).toBe(4.3);
  });

  it('maps the four topics to their categories', () => {
    expect(topicById('physical-health')?.categories).toEqual(['health', 'wellness']);
    expect(topicById('pathway-to-pro')?.categories).toEqual(['parenting']);
    expect(topicById('unknown')).toBeUndefined();
  });
});

describe('the resources’ Markdown', () => {
  it('reads headings, paragraphs and both kinds of lists', () => {
    expect(parseMarkdown('Intro\n\n## Title\n### Sub\n- a\n- b\n  wrapped\n1. one\n2. two\n\nEnd')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'heading', level: 3, text: 'Sub' },
      { kind: 'list', isOrdered: false, items: ['a', 'b wrapped'] },
      { kind: 'list', isOrdered: true, items: ['one', 'two'] },
      { kind: 'paragraph', text: 'End' },
    ]);
  });

  it('keeps only web and in-app links, never a script', () => {
    expect(parseInline('**Bold**, *it* and [site](https://example.com), [app](/resources), [bad](javascript:alert(1))')).toEqual([
      { kind: 'strong', text: 'Bold' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'it' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'site', href: 'https://example.com' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'app', href: '/resources' },
      { kind: 'text', text: ', ' },
      { kind: 'text', text: 'bad' },
      { kind: 'text', text: ')' },
    ]);
  });
});
