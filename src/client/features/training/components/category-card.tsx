import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TCategorySummary } from '#shared/validation/training';
import { LessonCountProgress } from './lesson-count-progress';
import { SkillBadges } from './skill-badges';

/** A training category as a card; the whole card opens the category. */
export function CategoryCard({ category }: { category: TCategorySummary }) {
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <h3 className="flex items-center justify-between gap-2 text-lg font-semibold">
        <Link
          to={paths.category(category.id)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {category.title}
        </Link>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground group-hover:text-primary"
          aria-hidden="true"
        />
      </h3>
      <p className="text-sm text-muted-foreground">{category.description}</p>
      <SkillBadges skills={category.skills} label={`${category.title} skills`} />
      <div className="mt-auto pt-1">
        <LessonCountProgress
          completed={category.completedCount}
          total={category.lessonCount}
          title={category.title}
        />
      </div>
    </article>
  );
}
