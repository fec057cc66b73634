/**
 * Seeds the library from content/resources. A file's name is its row's id and its first address.
 * Content fields follow the file at every start until an admin edits the resource in the app; from
 * then on the admin's text is kept and the file only inserts it if the row is missing
 * (seedContent's edited marker). Published and featured are staff's once the row exists.
 */
import type { Db } from '#server/db/database';
import { type ContentRow, seedContent } from '#server/db/seed/content';
import { loadResources, type ResourceContent } from './catalogue';
import { searchTextOf } from './queries';

export function resourceRow(resource: ResourceContent): ContentRow<'resources'> {
  return {
    content: {
      id: resource.slug,
      slug: resource.slug,
      title: resource.title,
      summary: resource.summary,
      body: resource.body,
      category: resource.category,
      type: resource.type,
      tags: JSON.stringify(resource.tags),
      author: resource.author,
      published_on: resource.publishedOn,
      read_minutes: resource.readMinutes,
      search_text: searchTextOf(resource),
      source: 'file',
    },
    initial: { is_featured: resource.featured ? 1 : 0, is_published: resource.published ? 1 : 0 },
  };
}

export async function seedResources(db: Db): Promise<void> {
  const rows = loadResources().map(resourceRow);
  // An address an admin gave another resource in the app wins: that file waits until it is renamed.
  const taken = await db
    .selectFrom('resources')
    .select(['id', 'slug'])
    .where('slug', 'in', rows.map((row) => row.content.slug))
    .execute();
  const clashes = new Set(taken.filter((row) => row.id !== row.slug).map((row) => row.slug));
  for (const slug of clashes) console.warn(`content/resources/${slug}.md: another resource already uses /resource/${slug}; the file was not seeded`);
  await seedContent(
    db,
    'resources',
    rows.filter((row) => !clashes.has(row.content.slug)),
  );
}
