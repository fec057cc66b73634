/**
 * The lesson editor's drill diagram (decision 038): a coach picks a layout (cones in a line, a
 * zigzag, a square, gates, wall passes) and a count instead of typing yards, and sees the diagram as
 * families will, drawn by the lesson page's own LessonDiagram. A lesson whose diagram was drawn by
 * hand (a built-in lesson's file) keeps it unless the coach picks something else.
 */
import {
  DIAGRAM_PRESETS,
  DIAGRAM_PRESET_KINDS,
  type DiagramPresetKind,
  type TDrillDiagram,
  clampPresetCount,
  diagramFromPreset,
  presetOfDiagram,
} from '#shared/drill-diagram';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { LessonDiagram } from './lesson-diagram';

/** What the editor holds: the layout chosen, its count as typed, and the lesson's own diagram. */
export type DiagramDraft = {
  layout: 'none' | 'own' | DiagramPresetKind;
  count: string;
  /** The diagram the lesson had when opened: kept as it is while `layout` is 'own'. */
  own: TDrillDiagram | null;
};

export function diagramDraftOf(diagram: TDrillDiagram | null): DiagramDraft {
  if (!diagram) return { layout: 'none', count: '', own: null };
  const preset = presetOfDiagram(diagram);
  return preset ? { layout: preset.kind, count: String(preset.count), own: diagram } : { layout: 'own', count: '', own: diagram };
}

/** The diagram the draft stands for (null: none). A count out of bounds is drawn at the nearest it allows. */
export function diagramOfDraft(draft: DiagramDraft): TDrillDiagram | null {
  if (draft.layout === 'none') return null;
  if (draft.layout === 'own') return draft.own;
  return diagramFromPreset(draft.layout, clampPresetCount(draft.layout, draft.count.trim() === '' ? Number.NaN : Number(draft.count)));
}

export function LessonDiagramFields({ value, error, onChange }: { value: DiagramDraft; error: string | undefined; onChange: (value: DiagramDraft) => void }) {
  const diagram = diagramOfDraft(value);
  const preset = value.layout === 'none' || value.layout === 'own' ? null : DIAGRAM_PRESETS[value.layout];
  const count = diagram && preset ? (value.layout === 'gates' ? diagram.cones.length / 2 : diagram.cones.length) : null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 font-semibold">Drill diagram</legend>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div className="flex flex-col gap-4">
          <Field label="Layout" hint="Families see it at step 2 until the lesson has a video." error={error}>
            <Select
              value={value.layout}
              onChange={(e) => {
                const layout = e.target.value as DiagramDraft['layout'];
                const initial = layout === 'none' || layout === 'own' ? '' : String(DIAGRAM_PRESETS[layout].initial);
                onChange({ ...value, layout, count: initial });
              }}
            >
              <option value="none">No diagram</option>
              {value.own && !presetOfDiagram(value.own) ? <option value="own">The lesson’s own diagram</option> : null}
              {DIAGRAM_PRESET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DIAGRAM_PRESETS[kind].label}
                </option>
              ))}
            </Select>
          </Field>
          {preset && preset.min < preset.max ? (
            <Field
              label={`Number of ${preset.countLabel.toLowerCase()}`}
              // A count out of bounds is drawn at the nearest one allowed: say so rather than save a surprise.
              hint={`${preset.min} to ${preset.max}.${String(count) === value.count.trim() ? '' : ` The diagram shows ${count}.`}`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={preset.min}
                max={preset.max}
                value={value.count}
                onChange={(e) => onChange({ ...value, count: e.target.value })}
              />
            </Field>
          ) : null}
        </div>
        {diagram ? (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">As families see it</p>
            <LessonDiagram diagram={diagram} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Without a diagram, step 2 shows only its instructions until a video is uploaded.</p>
        )}
      </div>
    </fieldset>
  );
}
