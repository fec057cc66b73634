import { describe, expect, it } from 'vitest';
import { markdownToBlocks, type PdfDocumentSpec } from './document';
import { printable, renderPdf } from './render';
import { createPdfRenderer } from './renderer';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString('latin1') === '%PDF-' && pdf.subarray(-8).toString('latin1').includes('%%EOF');

const LONG: PdfDocumentSpec = {
  title: 'Fuel for Saturday’s session',
  subtitle: 'Coach Bravo · November 2026',
  blocks: Array.from({ length: 40 }, (_, i) => [
    { kind: 'heading' as const, text: `Part ${i + 1}` },
    { kind: 'paragraph' as const, text: 'Eat a carbohydrate-rich meal two to three hours before training, and drink water through the day. '.repeat(4) },
    { kind: 'list' as const, items: ['Oatmeal with banana', 'Rice with chicken', 'A whole-wheat bagel'] },
  ]).flat(),
};

describe('PDF documents', () => {
  it('reads the Markdown our content uses into blocks', () => {
    expect(
      markdownToBlocks('# Before training\n\nEat **two to three** hours\nbefore you play.\n\n- Water\n- A [banana](https://example.com)\n  when hungry\n1. One\n\n## After'),
    ).toEqual([
      { kind: 'heading', text: 'Before training' },
      { kind: 'paragraph', text: 'Eat two to three hours before you play.' },
      { kind: 'list', items: ['Water', 'A banana when hungry', 'One'] },
      { kind: 'heading', text: 'After' },
    ]);
  });

  it('keeps what the standard fonts can print and drops the rest', () => {
    expect(printable('Maya’s “best” — 10 € ⚽ 😀')).toBe('Maya’s “best” — 10 €  ');
  });

  it('renders a valid PDF of several pages, within 500 ms', async () => {
    const started = performance.now();
    const pdf = await renderPdf(LONG);
    expect(performance.now() - started).toBeLessThan(500);
    expect(isPdf(pdf)).toBe(true);
    expect(pageCount(pdf)).toBeGreaterThan(3);
  });

  it('renders in its worker, several at once, and fails only after it is closed', async () => {
    const renderer = createPdfRenderer();
    try {
      const pdfs = await Promise.all([renderer.render(LONG), renderer.render({ title: 'Short', blocks: [{ kind: 'table', columns: ['Week', 'XP'], rows: [['1', '120']] }] })]);
      expect(pdfs.every(isPdf)).toBe(true);
      expect(pageCount(pdfs[1]!)).toBe(1);
    } finally {
      await renderer.close();
    }
    await expect(renderer.render(LONG)).rejects.toThrow('closed');
  });
});
