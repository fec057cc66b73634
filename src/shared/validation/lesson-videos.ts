/**
 * Lesson videos (issue 18, point 5): a coach uploads a video to a lesson's step, with an optional
 * poster image and WebVTT captions; families play it on the lesson page. The limits and messages
 * here are the ones the server enforces and the upload panel states (docs/decisions/037-lesson-videos.md).
 */
import { z } from 'zod';
import { DIFFICULTIES } from '../training';

/** The step a Video lesson shows its video on: the second (docs/product.md, Training). */
export const LESSON_VIDEO_STEP_INDEX = 1;

const MB = 1024 * 1024;

export const LESSON_VIDEO_LIMITS = {
  /** 200 MB: a 10-minute phone clip at 720p fits; a raw 4K file does not. */
  maxVideoBytes: 200 * MB,
  /** 10 minutes, read from the container (MP4's mvhd, WebM's Duration) when it states one. */
  maxDurationSeconds: 10 * 60,
  maxPosterBytes: 5 * MB,
  maxCaptionsBytes: 512 * 1024,
  /** Steps are numbered from 0; a lesson has 3 (STEPS_PER_LESSON), coach-written ones at most this many. */
  maxStepIndex: 19,
  /**
   * What one coach's (or admin's) uploads may hold in storage at once, replaced files not counted:
   * 5 GB, about 25 of the largest videos. An upload is refused before it is written when its size
   * would pass it (docs/product.md, Lesson videos).
   */
  storageQuotaBytes: 5 * 1024 * MB,
} as const;

const GB = 1024 * MB;
const inGb = (bytes: number) => (Math.floor((bytes / GB) * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The refusal of an upload that would take its coach past the storage quota. */
export function storageQuotaMessage(usedBytes: number): string {
  return `Your lesson files use ${inGb(usedBytes)} GB of your ${inGb(LESSON_VIDEO_LIMITS.storageQuotaBytes)} GB, and this upload does not fit. Remove videos you no longer need, then upload again.`;
}

export const LESSON_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type LessonVideoType = (typeof LESSON_VIDEO_TYPES)[number];
export const LESSON_POSTER_TYPES = ['image/jpeg', 'image/png'] as const;
export type LessonPosterType = (typeof LESSON_POSTER_TYPES)[number];

export const LESSON_VIDEO_MESSAGES = {
  notVideo: 'This file is not an MP4 or WebM video. Choose a video saved as .mp4 or .webm.',
  tooLarge: `This video is larger than ${LESSON_VIDEO_LIMITS.maxVideoBytes / MB} MB. Trim it or export it at a lower resolution.`,
  tooLong: `This video is longer than ${LESSON_VIDEO_LIMITS.maxDurationSeconds / 60} minutes. Trim it to the part that shows the drill.`,
  notPoster: 'The poster must be a JPEG or PNG image.',
  posterTooLarge: `The poster image is larger than ${LESSON_VIDEO_LIMITS.maxPosterBytes / MB} MB.`,
  notCaptions: 'Captions must be a WebVTT (.vtt) file with at least one cue.',
  captionsTooLarge: `The captions file is larger than ${LESSON_VIDEO_LIMITS.maxCaptionsBytes / 1024} KB.`,
  noVideo: 'Choose a video to upload.',
  noVideoYet: 'Upload the video first, then add its poster or captions.',
  notMultipart: 'Send the files as a form upload (multipart/form-data).',
  unknownPart: 'Only a video, a poster and captions can be uploaded.',
  stepOutOfRange: 'This lesson has no such step.',
  lessonNotFound: 'Lesson Not Found',
  videoNotFound: 'This step has no video.',
  rangeNotSatisfiable: 'That part of the file does not exist.',
  signedOut: 'Please sign in to watch lesson videos.',
  staffSignedOut: 'Please sign in to upload lesson videos.',
  forbidden: 'Only coaches and admins can upload lesson videos.',
  badCursor: 'This page of videos does not exist. Reload the list.',
} as const;

export const ZLessonVideoParams = z.object({
  lessonId: z.string().min(1).max(100),
  stepIndex: z.coerce
    .number({ error: LESSON_VIDEO_MESSAGES.stepOutOfRange })
    .int({ error: LESSON_VIDEO_MESSAGES.stepOutOfRange })
    .min(0, { error: LESSON_VIDEO_MESSAGES.stepOutOfRange })
    .max(LESSON_VIDEO_LIMITS.maxStepIndex, { error: LESSON_VIDEO_MESSAGES.stepOutOfRange }),
});

/** The files of one upload form: the video, and optionally its poster and captions. */
export const LESSON_VIDEO_PARTS = ['video', 'poster', 'captions'] as const;
export type LessonVideoPart = (typeof LESSON_VIDEO_PARTS)[number];

export const ZLessonVideo = z.object({
  stepIndex: z.number().int(),
  mime: z.enum(LESSON_VIDEO_TYPES),
  bytes: z.number().int(),
  /** Seconds, as the container states it; null when it does not (a live-recorded WebM). */
  durationSeconds: z.number().nullable(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  uploadedAt: z.string(),
});
export type TLessonVideo = z.infer<typeof ZLessonVideo>;

export const ZLessonVideosResponse = z.object({ videos: z.array(ZLessonVideo) });
export type TLessonVideosResponse = z.infer<typeof ZLessonVideosResponse>;

export const ZLessonVideoResponse = z.object({ video: ZLessonVideo });
export type TLessonVideoResponse = z.infer<typeof ZLessonVideoResponse>;

/** Where a lesson step's files are served: the upload time in the address makes a new upload a new URL. */
export const lessonVideoPaths = {
  filmed: (cursor?: string) => `/api/v1/training/videos${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  list: (lessonId: string) => `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/videos`,
  step: (lessonId: string, stepIndex: number) => `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/steps/${stepIndex}/video`,
  file: (lessonId: string, stepIndex: number, part: LessonVideoPart, version: string) =>
    `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/steps/${stepIndex}/${part}?v=${encodeURIComponent(version)}`,
};

/** The Digital Content tab (docs/product.md, Training): every filmed lesson step, newest first. */
export const FILMED_LESSONS_PAGE_SIZE = 12;

export const ZFilmedLessonsQuery = z.object({ cursor: z.string().max(200).optional() });

export const ZFilmedLesson = z.object({
  lessonId: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  durationMinutes: z.number().int(),
  stepTitle: z.string(),
  video: ZLessonVideo,
});
export type TFilmedLesson = z.infer<typeof ZFilmedLesson>;

export const ZFilmedLessonsPage = z.object({ items: z.array(ZFilmedLesson), nextCursor: z.string().nullable() });
export type TFilmedLessonsPage = z.infer<typeof ZFilmedLessonsPage>;
