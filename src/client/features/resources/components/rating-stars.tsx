/** Rate a resource 1-5, once per family: choosing again replaces the family's rating. */
import { Star } from 'lucide-react';
import { RATING_MAX } from '#shared/resources';
import { cn } from '#client/lib/cn';
import { toast } from '#client/lib/toast';
import { useRateResource } from '../api/rate-resource';

export function RatingStars({ slug, myRating }: { slug: string; myRating: number | null }) {
  const rate = useRateResource(slug);
  const shown = rate.isPending ? (rate.variables ?? myRating) : myRating;

  async function choose(rating: number) {
    try {
      await rate.mutateAsync(rating);
      toast.success('Thanks for rating this resource');
    } catch (error) {
      toast.error('Could not save your rating', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{myRating ? 'Your rating' : 'Was this helpful? Rate it'}</legend>
      <div className="flex gap-1">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="button"
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            aria-pressed={shown === value}
            disabled={rate.isPending}
            onClick={() => void choose(value)}
            className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Star className={cn('size-7', shown !== null && value <= shown ? 'fill-accent text-accent-foreground' : 'text-muted-foreground')} aria-hidden="true" />
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">One rating per family; choosing again changes it.</p>
    </fieldset>
  );
}
