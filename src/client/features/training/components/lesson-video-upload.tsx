/**
 * The staff's panel for a lesson's videos (issue 18, point 5): choose a step, upload its video with
 * an optional poster and captions, watch the upload's progress, see what the step has and remove
 * it. The limits are stated up front; the server checks each file by its content and says why it
 * refused one.
 */
import { Film, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import {
  LESSON_VIDEO_LIMITS,
  LESSON_VIDEO_MESSAGES,
  LESSON_VIDEO_STEP_INDEX,
} from '#shared/validation/lesson-videos';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Panel } from '#client/components/ui/panel';
import { Progress } from '#client/components/ui/progress';
import { toast } from '#client/lib/toast';
import { useLessonVideos } from '../api/get-lesson-videos';
import { useRemoveLessonVideo, useUploadLessonVideo } from '../api/upload-lesson-video';
import { LessonVideo } from './lesson-video';

const MB = 1024 * 1024;
const LIMITS_TEXT = `MP4 or WebM, up to ${LESSON_VIDEO_LIMITS.maxVideoBytes / MB} MB and ${LESSON_VIDEO_LIMITS.maxDurationSeconds / 60} minutes.`;

function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function LessonVideoUpload({ lessonId, stepTitles }: { lessonId: string; stepTitles?: readonly string[] }) {
  const titles = stepTitles && stepTitles.length > 0 ? stepTitles : ['', '', ''];
  const [stepIndex, setStepIndex] = useState(Math.min(LESSON_VIDEO_STEP_INDEX, titles.length - 1));
  const [video, setVideo] = useState<File>();
  const [poster, setPoster] = useState<File>();
  const [captions, setCaptions] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  // A new key empties the file inputs after an upload.
  const [formKey, setFormKey] = useState(0);
  const videos = useLessonVideos(lessonId);
  const upload = useUploadLessonVideo();
  const remove = useRemoveLessonVideo();
  const current = videos.data?.videos.find((v) => v.stepIndex === stepIndex);
  const stepName = (index: number) => `Step ${index + 1}${titles[index] ? `: ${titles[index]}` : ''}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    if (!video && !current) return setError(LESSON_VIDEO_MESSAGES.noVideo);
    if (!video && !poster && !captions) return setError(LESSON_VIDEO_MESSAGES.noVideo);
    if (video && video.size > LESSON_VIDEO_LIMITS.maxVideoBytes) return setError(LESSON_VIDEO_MESSAGES.tooLarge);
    setProgress(0);
    try {
      await upload.mutateAsync({ lessonId, stepIndex, video, poster, captions, onProgress: setProgress });
      toast.success(video ? `Video uploaded to step ${stepIndex + 1}` : `Step ${stepIndex + 1}’s video updated`);
      setVideo(undefined);
      setPoster(undefined);
      setCaptions(undefined);
      setFormKey((k) => k + 1);
    } catch (failure) {
      const message = failure instanceof AppError ? failure.message : 'The upload did not go through. Please try again.';
      setError(message);
      toast.error('Upload refused', { description: message });
    } finally {
      setProgress(undefined);
    }
  }

  async function onRemove() {
    setError(undefined);
    try {
      await remove.mutateAsync({ lessonId, stepIndex });
      toast.success(`Video removed from step ${stepIndex + 1}`);
    } catch (failure) {
      toast.error('Could not remove the video', { description: failure instanceof AppError ? failure.message : undefined });
    }
  }

  const isBusy = progress !== undefined || remove.isPending;
  return (
    <Panel title="Lesson videos" icon={Film}>
      <p className="text-sm text-muted-foreground">
        Families see a step’s video on the lesson page, with captions when you add a WebVTT (.vtt) file. A new video
        replaces the step’s video, poster and captions.
      </p>
      <form key={formKey} className="mt-4 flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
        <Field label="Step">
          <Select value={stepIndex} onChange={(event) => setStepIndex(Number(event.target.value))} disabled={isBusy}>
            {titles.map((_, index) => (
              <option key={index} value={index}>
                {stepName(index)}
              </option>
            ))}
          </Select>
        </Field>

        {current ? (
          <div className="flex flex-col gap-2 rounded-md border p-3">
            <div className="w-full max-w-md">
              <LessonVideo lessonId={lessonId} stepIndex={stepIndex} title={stepName(stepIndex)} />
            </div>
            <p className="text-sm text-muted-foreground">
              {current.mime === 'video/mp4' ? 'MP4' : 'WebM'}, {formatSize(current.bytes)}
              {current.durationSeconds !== null ? `, ${formatDuration(current.durationSeconds)}` : ''}
              {current.posterUrl ? ', poster' : ''}
              {current.captionsUrl ? ', captions' : ', no captions'}
            </p>
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void onRemove()} disabled={isBusy}>
              <Trash2 aria-hidden="true" /> Remove video
            </Button>
          </div>
        ) : (
          <p className="text-sm">{stepName(stepIndex)} has no video yet.</p>
        )}

        <Field label="Video" hint={LIMITS_TEXT}>
          <Input type="file" accept="video/mp4,video/webm,.mp4,.webm" onChange={(event) => setVideo(event.target.files?.[0])} disabled={isBusy} />
        </Field>
        <Field label="Poster image (optional)" hint={`JPEG or PNG, up to ${LESSON_VIDEO_LIMITS.maxPosterBytes / MB} MB: shown before the video plays.`}>
          <Input type="file" accept="image/jpeg,image/png" onChange={(event) => setPoster(event.target.files?.[0])} disabled={isBusy} />
        </Field>
        <Field label="Captions (optional)" hint="A WebVTT (.vtt) subtitle file.">
          <Input type="file" accept=".vtt,text/vtt" onChange={(event) => setCaptions(event.target.files?.[0])} disabled={isBusy} />
        </Field>

        {progress !== undefined ? <Progress value={progress * 100} label={`Uploading: ${Math.round(progress * 100)}%`} /> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" className="self-start" disabled={isBusy}>
          <Upload aria-hidden="true" /> {video || !current ? 'Upload video' : 'Save poster and captions'}
        </Button>
      </form>
    </Panel>
  );
}
