/**
 * A lesson step's video as families see it (issue 18, point 5): the coach's upload, streamed with
 * range requests so a phone can seek, with its poster and, when the coach added them, captions
 * shown by default. A step without a video shows what the page gives instead (the drill diagram).
 */
import type { ReactNode } from 'react';
import { useLessonVideos } from '../api/get-lesson-videos';

export function LessonVideo({
  lessonId,
  stepIndex,
  title,
  fallback = null,
}: {
  lessonId: string;
  stepIndex: number;
  /** What the video shows, for screen readers ("Video: Cruyff turn"). */
  title: string;
  fallback?: ReactNode;
}) {
  const videos = useLessonVideos(lessonId);
  const video = videos.data?.videos.find((v) => v.stepIndex === stepIndex);
  if (!video) return <>{fallback}</>;
  return (
    <video
      key={video.videoUrl}
      controls
      playsInline
      preload="metadata"
      poster={video.posterUrl ?? undefined}
      aria-label={`Video: ${title}`}
      className="aspect-video w-full rounded-md bg-black"
    >
      <source src={video.videoUrl} type={video.mime} />
      {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default /> : null}
      Your browser cannot play this video.
    </video>
  );
}
