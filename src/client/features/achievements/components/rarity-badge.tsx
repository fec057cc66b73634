import type { Rarity } from '#shared/achievements';
import { cn } from '#client/lib/cn';

/** Rarity in words and colour, from common to legendary (docs/product.md, Achievements). */
const STYLES: Record<Rarity, string> = {
  common: 'border-border bg-card text-foreground',
  rare: 'border-primary/30 bg-secondary text-primary',
  epic: 'border-pitch bg-pitch text-pitch-foreground',
  legendary: 'border-accent bg-accent text-accent-foreground',
};

export function RarityBadge({ rarity, className }: { rarity: Rarity; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold capitalize',
        STYLES[rarity],
        className,
      )}
    >
      {rarity}
    </span>
  );
}
