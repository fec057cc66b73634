/**
 * The academy's resource library as files: `content/resources/<slug>.md`, YAML front matter and a
 * Markdown body (content/README.md). Every file is checked at load and every problem is reported
 * with its file, so one start lists them all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR, ContentReader, ZContentText } from '#server/db/seed/content-files';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, countWords, openingOf, readMinutes } from '#shared/resources';
import { ZResourceSlug } from '#shared/validation/resources';

export const RESOURCE_WORDS = { min: 300, max: 900 } as const;

const ZResourceFile = z.strictObject({
  title: ZContentText,
  summary: ZContentText.max(300, 'must be at most 300 characters'),
  category: z.enum(RESOURCE_CATEGORIES, { error: `must be one of: ${RESOURCE_CATEGORIES.join(', ')}` }),
  type: z.enum(RESOURCE_TYPES, { error: `must be one of: ${RESOURCE_TYPES.join(', ')}` }),
  tags: z.array(ZContentText).min(1, 'list at least one tag').max(8, 'at most 8 tags'),
  author: ZContentText,
  publishedOn: z.union([z.string(), z.date()]).transform((value, ctx) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) {
      ctx.addIssue({ code: 'custom', message: 'must be a date, YYYY-MM-DD' });
      return z.NEVER;
    }
    return text;
  }),
  featured: z.boolean().default(false),
  /** Whether a new resource starts published; afterwards staff decide. */
  published: z.boolean().default(true),
});

export type ResourceContent = z.output<typeof ZResourceFile> & { slug: string; body: string; readMinutes: number };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads and validates every resource file; throws a ContentError listing every problem. */
export function loadResources(root: string = CONTENT_DIR): ResourceContent[] {
  const reader = new ContentReader(root);
  const folder = 'resources';
  const dir = join(root, folder);
  const resources: ResourceContent[] = [];
  const names = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && !entry.name.startsWith('.')) : [];
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, name);
    if (!name.endsWith('.md')) {
      reader.problem(path, 'only .md files are read here (rename it, or move it out)');
      continue;
    }
    const slug = name.slice(0, -3);
    if (!ZResourceSlug.safeParse(slug).success) reader.problem(path, 'the file name is the address: lower-case words joined by dashes, e.g. pre-game-meals.md');
    const match = FRONT_MATTER.exec(readFileSync(join(root, path), 'utf8'));
    if (!match) {
      reader.problem(path, 'must start with front matter between two lines of ---');
      continue;
    }
    const document = parseDocument(match[1]!, { uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) reader.problem(path, `front matter is not valid YAML: ${error.message.split('\n')[0]}`);
      continue;
    }
    const parsed = ZResourceFile.safeParse(document.toJS());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) reader.problem(path, `${key}: not a field here (a typo? the fields are in content/README.md)`);
        } else reader.problem(path, `${issue.path.map(String).join('.') || '(the front matter)'}: ${issue.message}`);
      }
      continue;
    }
    const body = match[2]!.trim();
    const words = countWords(body);
    if (words < RESOURCE_WORDS.min || words > RESOURCE_WORDS.max) reader.problem(path, `body: has ${words} words; a resource has ${RESOURCE_WORDS.min} to ${RESOURCE_WORDS.max}`);
    if (openingOf(body).length < 20 || !body.startsWith(openingOf(body))) reader.problem(path, 'body: must start with an opening paragraph (what everyone sees before upgrading)');
    resources.push({ ...parsed.data, slug, body, readMinutes: readMinutes(body) });
  }
  reader.assertValid();
  return resources;
}
