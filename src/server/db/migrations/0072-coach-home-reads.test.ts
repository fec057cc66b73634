/**
 * Migration 0072 on a database with evaluations and lessons written in the app: each athlete's
 * summary is backfilled (last published and last full academy days, the open draft), a lesson's
 * writer is its last editor, and going down takes both away again.
 */
import { describe, expect, it } from 'vitest';
import { testDialects } from '#server/testing/harness';
import { databaseBefore } from './testing';

describe.each(testDialects())('migration 0072 on %s', (dialect) => {
  it('backfills the evaluation summaries and the lessons’ writers, and goes down cleanly', async () => {
    const migration = await databaseBefore(dialect, '0072-coach-home-reads');
    const { raw } = migration;
    try {
      const at = '2026-11-01T00:00:00.000Z';
      await raw.insertInto('users').values({ id: 'coach', name: 'Coach', email: 'coach@example.com', email_verified: dialect === 'postgres' ? true : 1, role: 'coach', created_at: at, updated_at: at }).execute();
      await raw.insertInto('athletes').values({ id: 'leo', parent_id: 'coach', name: 'Leo M', date_of_birth: '2015-04-12', birth_year: 2015 }).execute();
      const evaluation = (id: string, kind: string, status: string, publishedAt: string | null) => ({
        id, athlete_id: 'leo', kind, status, body: '{}', version: 1, author_name: 'Coach', created_at: at, updated_at: at, published_at: publishedAt,
      });
      await raw
        .insertInto('skill_evaluations')
        .values([
          evaluation('e1', 'full', 'published', '2026-09-01T18:00:00.000Z'),
          // 03:00 UTC on 2 November is still 1 November in San Diego.
          evaluation('e2', 'light', 'published', '2026-11-02T03:00:00.000Z'),
          evaluation('e3', 'light', 'draft', null),
        ])
        .execute();
      await raw.insertInto('training_categories').values({ id: 'passing', title: 'Passing', description: 'Passing', skills: '[]', sort_order: 1 }).execute();
      const lessonRow = (id: string, source: string) => ({
        id, category_id: 'passing', title: id, description: 'd', type: 'Drill Guide', difficulty: 'Beginner', duration_minutes: 10, steps: '[]', instructions: '[]', tips: '[]', equipment: '[]', space: 's',
        sort_order: 1, source, edited_by: 'coach', edited_at: at, updated_at: at,
      });
      // A coach's lesson, and a file lesson a coach edited: only the first was written in the app.
      await raw.insertInto('lessons').values([lessonRow('wall-passing', 'app'), lessonRow('file-lesson', 'file')]).execute();
      const lesson = { id: 'wall-passing' };

      await migration.up();
      const summary = await raw.selectFrom('athlete_evaluation_summaries').selectAll().execute();
      expect(summary.map((s) => ({ ...s, last_published_on: String(s.last_published_on), last_full_on: String(s.last_full_on) }))).toEqual([
        { athlete_id: 'leo', last_published_at: '2026-11-02T03:00:00.000Z', last_published_on: '2026-11-01', last_full_on: '2026-09-01', draft_id: 'e3' },
      ]);
      expect(await raw.selectFrom('lessons').select('created_by').where('id', '=', lesson.id).executeTakeFirst()).toEqual({ created_by: 'coach' });
      expect(await raw.selectFrom('lessons').select('id').where('created_by', 'is not', null).execute()).toHaveLength(1);

      await migration.down();
      await expect(raw.selectFrom('athlete_evaluation_summaries').selectAll().execute()).rejects.toThrow();
      await expect(raw.selectFrom('lessons').select('created_by').execute()).rejects.toThrow();
    } finally {
      await migration.close();
    }
  });
});
