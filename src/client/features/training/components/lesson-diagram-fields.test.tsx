/** The lesson editor's diagram choice: what a saved lesson opens as, and what the editor sends. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZDrillDiagram, describeDiagram, diagramFromPreset } from '#shared/drill-diagram';
import { LessonDiagramFields, diagramDraftOf, diagramOfDraft } from './lesson-diagram-fields';

const handDrawn = ZDrillDiagram.parse({ area: [8, 8], cones: [[5, 4]], player: [1, 4], run: [[1, 4], [4, 4], [7, 6]] });

describe('the lesson editor’s drill diagram', () => {
  it('opens a lesson drawn from a layout at that layout and count, and sends the same diagram back', () => {
    const zigzag = diagramFromPreset('zigzag', 7);
    const draft = diagramDraftOf(zigzag);
    expect(draft).toMatchObject({ layout: 'zigzag', count: '7' });
    expect(diagramOfDraft(draft)).toEqual(zigzag);
    expect(diagramOfDraft({ ...draft, count: '4' })).toEqual(diagramFromPreset('zigzag', 4));
  });

  it('keeps a hand-drawn diagram as it is, sends null for none, and draws an out-of-bounds count at the nearest allowed', () => {
    expect(diagramOfDraft(diagramDraftOf(handDrawn))).toEqual(handDrawn);
    expect(diagramDraftOf(null)).toMatchObject({ layout: 'none' });
    expect(diagramOfDraft(diagramDraftOf(null))).toBeNull();
    expect(diagramOfDraft({ layout: 'line', count: '40', own: null })!.cones).toHaveLength(10);
    expect(diagramOfDraft({ layout: 'line', count: '', own: null })!.cones).toHaveLength(6);
  });

  it('offers the lesson’s own diagram only when it has a hand-drawn one, and previews the choice', () => {
    const own = renderToStaticMarkup(<LessonDiagramFields value={diagramDraftOf(handDrawn)} error={undefined} onChange={() => {}} />);
    expect(own).toContain('The lesson’s own diagram');
    expect(own).toContain(describeDiagram(handDrawn));
    const gates = renderToStaticMarkup(<LessonDiagramFields value={{ layout: 'gates', count: '9', own: null }} error={undefined} onChange={() => {}} />);
    expect(gates).not.toContain('The lesson’s own diagram');
    expect(gates).toContain('Number of gates');
    expect(gates).toContain('1 to 5. The diagram shows 5.');
    const none = renderToStaticMarkup(<LessonDiagramFields value={diagramDraftOf(null)} error={undefined} onChange={() => {}} />);
    expect(none).not.toContain('role="img"');
  });
});
