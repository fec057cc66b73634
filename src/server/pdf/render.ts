/**
 * Lays out a PdfDocumentSpec with pdfkit, in the standard Helvetica fonts (no font files to ship).
 * Runs wherever it is called: the server calls it in its PDF worker (renderer.ts), tests directly.
 */
import PDFDocument from 'pdfkit';
import { ACADEMY } from '#shared/academy';
import type { PdfBlock, PdfDocumentSpec } from './document';

const PITCH = '#0b3d2e';
const MUTED = '#55615c';
const MARGIN = 56;

/**
 * The standard fonts draw Windows-1252 only: typographic quotes and dashes survive, anything else
 * (an emoji, a CJK name) would print as garbage, so it becomes a plain equivalent or goes.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2012]/g, '-')
    .replace(/\u2212/g, '-')
    .replace(/[\u2190-\u21ff]/g, '->')
    .replace(/[^\t\n\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u20ac\u2122\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc]/gu, '');
}

function drawBlock(doc: PDFKit.PDFDocument, block: PdfBlock, width: number): void {
  switch (block.kind) {
    case 'heading':
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor(PITCH).text(printable(block.text), { width });
      doc.moveDown(0.2);
      return;
    case 'paragraph':
      doc.font('Helvetica').fontSize(11).fillColor('black').text(printable(block.text), { width, lineGap: 2 });
      doc.moveDown(0.6);
      return;
    case 'list':
      doc.font('Helvetica').fontSize(11).fillColor('black').list(block.items.map(printable), { width: width - 12, lineGap: 2, bulletRadius: 2, textIndent: 12 });
      doc.moveDown(0.6);
      return;
    case 'table': {
      const columnWidth = width / Math.max(1, block.columns.length);
      const row = (cells: string[], font: string) => {
        const y = doc.y;
        let height = 0;
        cells.forEach((cell, i) => {
          doc.font(font).fontSize(10).fillColor('black');
          const text = printable(cell);
          height = Math.max(height, doc.heightOfString(text, { width: columnWidth - 6 }));
          doc.text(text, MARGIN + i * columnWidth, y, { width: columnWidth - 6 });
        });
        doc.x = MARGIN;
        doc.y = y + height + 4;
        if (doc.y > doc.page.height - MARGIN * 1.5) doc.addPage();
      };
      row(block.columns, 'Helvetica-Bold');
      doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + width, doc.y - 2).strokeColor('#cccccc').stroke();
      for (const cells of block.rows) row(cells, 'Helvetica');
      doc.moveDown(0.6);
      return;
    }
  }
}

/** The PDF's bytes. */
export function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: printable(spec.title), Author: ACADEMY.name, Creator: ACADEMY.name, Producer: ACADEMY.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const width = doc.page.width - MARGIN * 2;
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(ACADEMY.name.toUpperCase(), { width, characterSpacing: 1 });
      doc.moveDown(0.4).font('Helvetica-Bold').fontSize(22).fillColor(PITCH).text(printable(spec.title), { width });
      if (spec.subtitle) doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(printable(spec.subtitle), { width });
      doc.moveDown(1);
      for (const block of spec.blocks) drawBlock(doc, block, width);

      const footer = printable(spec.footer ?? `${ACADEMY.name} · ${ACADEMY.phone.display} · ${ACADEMY.email}`);
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`${footer}    ${i + 1} / ${range.count}`, MARGIN, doc.page.height - 36, { width, align: 'center' });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
