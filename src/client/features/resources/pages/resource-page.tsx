/**
 * A resource, /resource/:slug (docs/product.md, Resources and Support: a public route). Anyone, signed out included, sees its
 * title, summary and opening, so a shared link is never a dead end: signed out, a Sign In button;
 * without Pro, the upgrade; with Pro, the whole text, the PDF and the rating. Signed in it sits in
 * the app's frame, signed out in the public site's; the server sends the body only to Pro.
 */
import { Crown, Download, Lock, LogIn, Video } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { VIDEO_COMING_NOTE } from '#shared/resources';
import type { TResourceDetail, TResourcePreview } from '#shared/validation/resources';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { downloadPath, useResource } from '../api/get-resource';
import { useResourcePreview } from '../api/get-resource-preview';
import { RatingStars } from '../components/rating-stars';
import { InlineMarkdown, ResourceBody } from '../components/resource-body';
import { ResourceBadges, ResourceStats, formatPublished } from '../components/resource-meta';
import { PRO_PLAN_ID, UpgradeBenefits } from '../components/upgrade-dialog';

function Heading({ resource }: { resource: TResourcePreview | TResourceDetail }) {
  return (
    <header className="flex flex-col gap-3">
      <ResourceBadges
        category={resource.category}
        type={resource.type}
        readMinutes={resource.readMinutes}
        isFeatured={'isFeatured' in resource ? resource.isFeatured : undefined}
        isTrending={'isTrending' in resource ? resource.isTrending : undefined}
      />
      <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{resource.title}</h1>
      <p className="text-lg text-muted-foreground">{resource.summary}</p>
      <p className="text-sm text-muted-foreground">
        By {resource.author} · {formatPublished(resource.publishedOn)}
      </p>
      {resource.type === 'Video' ? (
        <Alert tone="info" title="Video coming soon">
          <span className="flex items-start gap-2">
            <Video className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {VIDEO_COMING_NOTE}
          </span>
        </Alert>
      ) : null}
    </header>
  );
}

function Teaser({ resource, viewer }: { resource: TResourcePreview; viewer: 'signed-out' | 'no-access' }) {
  const location = useLocation();
  return (
    <article className="flex flex-col gap-6">
      <Heading resource={resource} />
      <div className="relative">
        <p className="text-base leading-relaxed">
          <InlineMarkdown text={resource.opening} />
        </p>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-b from-transparent to-background" />
      </div>
      <Card role="region" aria-labelledby="rest-heading" className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <Lock className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <h2 id="rest-heading" className="text-lg font-bold">
              {viewer === 'signed-out' ? 'Sign in to keep reading' : 'Keep reading with Pro'}
            </h2>
            <p className="text-sm text-muted-foreground">
              {viewer === 'signed-out'
                ? `The rest of this guide, and its PDF, are for ${ACADEMY.name} families with a Pro membership.`
                : 'The rest of this guide, its PDF download and the whole resource library come with the Pro membership.'}
            </p>
          </div>
        </div>
        {viewer === 'no-access' ? <UpgradeBenefits /> : null}
        {viewer === 'signed-out' ? (
          <Button asChild size="lg" className="self-start">
            <Link to={paths.auth()} state={{ from: location.pathname }}>
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant="accent" className="self-start">
            <Link to={paths.membership({ plan: PRO_PLAN_ID })}>
              <Crown aria-hidden="true" />
              Upgrade to Pro
            </Link>
          </Button>
        )}
      </Card>
    </article>
  );
}

function FullResource({ slug }: { slug: string }) {
  const resource = useResource(slug, true);
  if (resource.isPending) return <PageSpinner label="Loading the resource" />;
  if (resource.isError) {
    return (
      <Alert tone="error" title="We couldn't load this resource.">
        {resource.error.message}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void resource.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  const data = resource.data;
  return (
    <article className="flex flex-col gap-6">
      <Heading resource={data} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResourceStats downloadCount={data.downloadCount} rating={data.rating} />
        <Button asChild variant="outline">
          <a href={downloadPath(slug)} download={`${slug}.pdf`}>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </div>
      <ResourceBody markdown={data.body} />
      <Card className="p-5">
        <RatingStars slug={slug} myRating={data.myRating} />
      </Card>
    </article>
  );
}

function NotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <PageMeta title="Resource not found" />
      <h1 className="text-2xl font-bold">Resource not found</h1>
      <p className="max-w-md text-muted-foreground">We couldn’t find that resource. It may have moved or been taken down.</p>
      <Button asChild>
        <Link to={paths.resources()}>Back to Resources</Link>
      </Button>
    </div>
  );
}

function ResourceContent() {
  const { slug = '' } = useParams();
  const preview = useResourcePreview(slug);
  if (preview.isPending) return <PageSpinner label="Loading the resource" />;
  if (preview.isError) {
    const status = preview.error instanceof AppError ? preview.error.status : 0;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <Alert tone="error" title="We couldn't load this resource.">
        {preview.error.message}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void preview.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  const { resource, viewer } = preview.data;
  return (
    <>
      <PageMeta title={resource.title} description={resource.summary} />
      {viewer === 'pro' ? <FullResource slug={slug} /> : <Teaser resource={resource} viewer={viewer} />}
    </>
  );
}

/** Open to anyone (frame `open`): the app's frame when signed in, the public one otherwise. */
export function ResourcePage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <ResourceContent />
    </div>
  );
}
