import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TResourceCard } from '#shared/validation/resources';
import { Card } from '#client/components/ui/card';
import { ResourceBadges, ResourceStats, formatPublished } from './resource-meta';

/** A resource in the library: the whole card opens it. */
export function ResourceCard({ resource }: { resource: TResourceCard }) {
  return (
    <Card className="relative flex h-full flex-col gap-2 p-4 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <ResourceBadges category={resource.category} type={resource.type} readMinutes={resource.readMinutes} isFeatured={resource.isFeatured} isTrending={resource.isTrending} />
      <h3 className="text-lg font-semibold leading-snug">
        <Link to={paths.resource(resource.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
          {resource.title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{resource.summary}</p>
      <p className="mt-auto pt-1 text-xs text-muted-foreground">
        {resource.author} · {formatPublished(resource.publishedOn)}
      </p>
      <ResourceStats downloadCount={resource.downloadCount} rating={resource.rating} />
    </Card>
  );
}
