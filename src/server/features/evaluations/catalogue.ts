/**
 * The skill catalogue (issue 42, point 1; content/README.md, Skills), read from
 * `content/skills/<pillar>.yaml` in the pillars' order. Every lesson a skill names must be a lesson
 * of the curriculum, and each band describes all five levels.
 */
import { z } from 'zod';
import { CONTENT_DIR, ContentReader, ZContentId, ZContentText } from '#server/db/seed/content-files';
import { SKILL_BANDS, SKILL_LEVELS, SKILL_PILLARS, type SkillDefinition } from '#shared/skills';
import { loadCurriculum } from '../training/service';

const ZLevels = z.array(ZContentText).length(SKILL_LEVELS.length, `describe the ${SKILL_LEVELS.length} levels in order: ${SKILL_LEVELS.join(', ')}`);

const ZSkillFile = z.strictObject({
  id: ZContentId,
  name: ZContentText,
  description: ZContentText,
  lessons: z.array(ZContentId).min(1, 'name at least one lesson that trains it'),
  levels: z.strictObject(Object.fromEntries(SKILL_BANDS.map((band) => [band, ZLevels])) as Record<(typeof SKILL_BANDS)[number], typeof ZLevels>),
});

/** Reads and validates the catalogue; throws a ContentError listing every problem. */
export function loadSkillCatalogue(root: string = CONTENT_DIR, lessonIds: ReadonlySet<string> = new Set(loadCurriculum(root).lessons.map((l) => l.id))): SkillDefinition[] {
  const reader = new ContentReader(root);
  const entries = reader.readByCategory('skills', SKILL_PILLARS, ZSkillFile);
  reader.checkUniqueIds(
    entries.map((e) => ({ id: e.item.id, path: e.path })),
    'skill',
  );
  for (const { item, path } of entries) {
    item.lessons.forEach((lessonId, i) => {
      if (!lessonIds.has(lessonId)) reader.problem(path, `lessons[${i}] (id ${item.id}): "${lessonId}" is not a lesson in content/training`);
    });
  }
  if (entries.length === 0) reader.problem('skills', 'the skill catalogue is empty');
  reader.assertValid();
  return entries.map(({ category, item }) => ({ ...item, pillar: category }));
}
