import { Clock, Download, Flame, Star } from 'lucide-react';
import { RESOURCE_CATEGORY_LABELS, type ResourceCategory } from '#shared/resources';
import { Badge } from '#client/components/ui/badge';
import { formatDate } from '#client/lib/format';

export function formatPublished(date: string): string {
  return formatDate(date);
}

/** Category, type and read time, as badges. */
export function ResourceBadges({ category, type, readMinutes, isFeatured, isTrending }: { category: ResourceCategory; type: string; readMinutes: number; isFeatured?: boolean; isTrending?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {isFeatured ? <Badge variant="accent">Featured</Badge> : null}
      {isTrending ? (
        <Badge variant="destructive">
          <Flame className="size-3" aria-hidden="true" />
          Trending
        </Badge>
      ) : null}
      <Badge variant="secondary">{RESOURCE_CATEGORY_LABELS[category]}</Badge>
      <Badge variant="outline">{type}</Badge>
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Clock className="size-3.5" aria-hidden="true" />
        {readMinutes} min read
      </span>
    </div>
  );
}

export function ResourceStats({ downloadCount, rating }: { downloadCount: number; rating: { average: number | null; count: number } }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1">
        <Download className="size-3.5" aria-hidden="true" />
        {downloadCount.toLocaleString('en-US')} {downloadCount === 1 ? 'download' : 'downloads'}
      </span>
      <span className="inline-flex items-center gap-1">
        <Star className="size-3.5" aria-hidden="true" />
        {rating.average === null ? 'Not rated yet' : `${rating.average.toFixed(1)} (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'})`}
      </span>
    </div>
  );
}
