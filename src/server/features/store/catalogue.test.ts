import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadStoreCatalogue } from './catalogue';

describe('the store content (content/store)', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('reads the academy’s files: the kit at 8999 cents, Coming Soon, three partner products, four categories', () => {
    const catalogue = loadStoreCatalogue();
    expect(catalogue.products.map((p) => [p.id, p.priceCents, p.status])).toEqual([
      ['training-kit', 8999, 'coming_soon'],
    ]);
    expect(catalogue.partners).toHaveLength(3);
    expect(catalogue.categories.map((c) => c.id)).toEqual([
      'apparel',
      'accessories',
      'equipment',
      'gift-cards',
    ]);
  });

  it('reports every problem of every file at once, naming the file and the field', () => {
    root = mkdtempSync(join(tmpdir(), 'bravo-store-content-'));
    mkdirSync(join(root, 'store'));
    writeFileSync(
      join(root, 'store', 'products.yaml'),
      '- { id: kit, name: Kit, description: A kit, image: photo, priceCents: -1, status: on_sale, sizes: [{ size: M, stock: 1 }, { size: M, stock: 2 }] }\n',
    );
    writeFileSync(
      join(root, 'store', 'partners.yaml'),
      '- { id: ball, name: Ball, description: A ball, partner: P, fromCents: 4000, url: "http://example.com", image: match-ball }\n',
    );
    writeFileSync(
      join(root, 'store', 'categories.yaml'),
      '- { id: gear, name: Gear, description: Gear, image: equipment }\n',
    );
    let message = '';
    try {
      loadStoreCatalogue(root);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const part of [
      'store/products.yaml: [0].image',
      '[0].priceCents',
      '[0].status',
      'each size may appear once',
      'store/partners.yaml: [0].url',
      'store/categories.yaml',
    ]) {
      expect(message).toContain(part);
    }
  });
});
