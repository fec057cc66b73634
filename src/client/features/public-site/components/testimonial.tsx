/** A parent quote, as the academy's pages show them. */
export function Testimonial({
  quote,
  author,
  className,
}: {
  quote: string;
  author: string;
  className?: string;
}) {
  return (
    <figure className={className ?? 'rounded-2xl border bg-card p-6 shadow-sm'}>
      <blockquote className="text-lg leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm font-semibold text-muted-foreground">{author}</figcaption>
    </figure>
  );
}
