/**
 * Reads the academy's content (the YAML files under `content/`, described in content/README.md) and
 * validates it with zod. Every problem in every file is collected first, so one start reports all
 * of them, each naming its file and field, rather than stopping at the first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { z } from 'zod';

/** Found from this file, not the working directory, so `npm start`, vitest and scripts agree. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`The academy's content (content/README.md) has ${count}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** An item's id: it names a database row that progress refers to, so it never changes. */
export const ZContentId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by dashes, e.g. toe-taps');
export const ZContentText = z.string().trim().min(1, 'must not be empty');

/** Ordered files start with a number ("10-toe-taps.yaml"); the number, not the name, sets the order. */
const ORDERED_FILE = /^(\d+)-[a-z0-9]+(?:-[a-z0-9]+)*\.yaml$/;

export class ContentReader {
  readonly problems: string[] = [];

  constructor(readonly root: string = CONTENT_DIR) {}

  /** How a file is named in messages: from the content folder's parent, e.g. content/challenges/x.yaml. */
  describe(path: string): string {
    return relative(dirname(this.root), join(this.root, path)).split('\\').join('/');
  }

  problem(path: string, message: string): void {
    this.problems.push(`${this.describe(path)}: ${message}`);
  }

  /** One YAML file, validated; undefined (and the problems recorded) when it is missing or wrong. */
  read<S extends z.ZodType>(path: string, schema: S): z.output<S> | undefined {
    const file = join(this.root, path);
    if (!existsSync(file)) {
      this.problem(path, 'file not found');
      return undefined;
    }
    const document = parseDocument(readFileSync(file, 'utf8'), { uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) this.problem(path, `not valid YAML: ${error.message.split('\n')[0]}`);
      return undefined;
    }
    const raw: unknown = document.toJS();
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) this.problem(path, `${fieldName([...issue.path, key], raw)}: not a field here (a typo? the fields are in content/README.md)`);
      } else {
        this.problem(path, `${fieldName(issue.path, raw)}: ${issue.message}`);
      }
    }
    return undefined;
  }

  /** The .yaml files of a folder, by name; anything else there is reported, never silently skipped. */
  list(folder: string): string[] {
    const dir = join(this.root, folder);
    if (!existsSync(dir)) return [];
    const names: string[] = [];
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'README.md') continue;
      if (entry.isFile() && entry.name.endsWith('.yaml')) names.push(entry.name);
      else if (entry.isFile()) this.problem(join(folder, entry.name), 'only .yaml files are read here (rename it, or move it out)');
    }
    return names.sort();
  }

  /** The sub-folders of a folder, by name. */
  folders(folder: string): string[] {
    const dir = join(this.root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  }

  /** A folder's numbered files in their number's order; a file without a number is reported. */
  listOrdered(folder: string): string[] {
    const numbered: { name: string; order: number }[] = [];
    for (const name of this.list(folder)) {
      const match = ORDERED_FILE.exec(name);
      if (match) numbered.push({ name, order: Number(match[1]) });
      else this.problem(join(folder, name), 'the name must be a number, a dash and lower-case words, e.g. 10-toe-taps.yaml (the number sets the order)');
    }
    return numbered.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)).map((file) => file.name);
  }

  /**
   * A catalogue kept as one file per category (`<folder>/<category>.yaml`, a list of items), read in
   * the categories' order: the order is the catalogue's sort order.
   */
  readByCategory<C extends string, S extends z.ZodType>(folder: string, categories: readonly C[], itemSchema: S): { category: C; item: z.output<S>; path: string }[] {
    const names = this.list(folder);
    for (const name of names) {
      const category = basename(name, '.yaml');
      if (!categories.includes(category as C)) this.problem(join(folder, name), `"${category}" is not a category; the file name must be one of: ${categories.join(', ')}`);
    }
    const items: { category: C; item: z.output<S>; path: string }[] = [];
    for (const category of categories) {
      const path = join(folder, `${category}.yaml`);
      if (!names.includes(`${category}.yaml`)) continue;
      const list = this.read(path, z.array(itemSchema));
      for (const item of list ?? []) items.push({ category, item: item as z.output<S>, path });
    }
    return items;
  }

  /** Ids name rows in the database and progress refers to them: each must be used once. */
  checkUniqueIds(items: readonly { id: string; path: string }[], what: string): void {
    const seen = new Map<string, string>();
    for (const { id, path } of items) {
      const first = seen.get(id);
      if (first !== undefined) this.problem(path, `id "${id}" is already used by another ${what} in ${this.describe(first)}`);
      else seen.set(id, path);
    }
  }

  /** Throws one ContentError listing every problem found, if any. */
  assertValid(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}

/** "steps[1].body", or "[1].xpReward (id turn-master)" in a list file. */
function fieldName(path: readonly PropertyKey[], raw: unknown): string {
  if (path.length === 0) return '(the whole file)';
  let name = '';
  for (const key of path) name += typeof key === 'number' ? `[${key}]` : `${name ? '.' : ''}${String(key)}`;
  const first = path[0];
  if (typeof first === 'number' && Array.isArray(raw)) {
    const id = (raw[first] as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') name += ` (id ${id})`;
  }
  return name;
}
