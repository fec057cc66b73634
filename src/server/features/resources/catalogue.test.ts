import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '#server/db/seed/content-files';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, openingOf, readMinutes } from '#shared/resources';
import { loadResources, RESOURCE_WORDS } from './catalogue';

describe('the resource files in content/resources', () => {
  const resources = loadResources();

  it('are all valid: at least 12, every category and every type present', () => {
    expect(resources.length).toBeGreaterThanOrEqual(12);
    expect(new Set(resources.map((r) => r.category))).toEqual(new Set(RESOURCE_CATEGORIES));
    expect(new Set(resources.map((r) => r.type))).toEqual(new Set(RESOURCE_TYPES));
    expect(resources.some((r) => r.featured)).toBe(true);
  });

  it('each has an author, a date, tags, a summary, an opening and a read time computed from its text', () => {
    for (const r of resources) {
      expect(r.author, r.slug).toMatch(/Bravo Academy/);
      expect(r.publishedOn, r.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.tags.length, r.slug).toBeGreaterThan(0);
      expect(r.summary.length, r.slug).toBeGreaterThan(20);
      expect(openingOf(r.body).length, r.slug).toBeGreaterThan(100);
      expect(r.readMinutes, r.slug).toBe(readMinutes(r.body));
      expect(r.readMinutes, r.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('labels every video honestly as a written guide with the video to come', () => {
    for (const r of resources.filter((item) => item.type === 'Video')) expect(r.body, r.slug).toMatch(/video.*(being filmed|filming)/is);
  });
});

describe('the resource loader', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(files: Record<string, string>) {
    root = mkdtempSync(join(tmpdir(), 'bravo-resources-'));
    mkdirSync(join(root, 'resources'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'resources', name), text);
  }
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const good = `---\ntitle: A title\nsummary: A summary\ncategory: nutrition\ntype: Article\ntags: [a]\nauthor: Bravo Academy Coaching Staff\npublishedOn: 2026-01-02\n---\n${words(RESOURCE_WORDS.min + 10)}\n`;

  it('reads a valid file, with a read time of at least 1 minute', () => {
    write({ 'a-guide.md': good });
    const [resource] = loadResources(root);
    expect(resource).toMatchObject({ slug: 'a-guide', category: 'nutrition', featured: false, published: true, publishedOn: '2026-01-02', readMinutes: 2 });
  });

  it('names every problem with its file', () => {
    write({
      'Bad Name.md': good,
      'notes.txt': 'x',
      'no-front.md': 'just text',
      'fields.md': good.replace('category: nutrition', 'category: sports').replace('type: Article', 'kind: Article').replace('2026-01-02', 'soon'),
      'short.md': good.replace(words(RESOURCE_WORDS.min + 10), 'Too short.'),
    });
    let error: unknown;
    try {
      loadResources(root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.join('\n');
    expect(problems).toContain('resources/Bad Name.md: the file name is the address');
    expect(problems).toContain('resources/notes.txt: only .md files are read here');
    expect(problems).toContain('resources/no-front.md: must start with front matter');
    expect(problems).toContain('resources/fields.md: category: must be one of: nutrition, mental, health, wellness, parenting');
    expect(problems).toContain('resources/fields.md: kind: not a field here');
    expect(problems).toContain('resources/fields.md: publishedOn: must be a date');
    expect(problems).toContain('resources/short.md: body: has 2 words');
  });
});
