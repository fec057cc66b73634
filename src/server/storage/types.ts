/**
 * File storage for what staff upload (lesson videos, their posters and captions): one interface,
 * two places. Local disk under the data folder by default; an S3-compatible bucket (AWS, MinIO,
 * Cloudflare R2, Backblaze B2) when S3_BUCKET is set, so several app instances serve the same files
 * (docs/decisions/037-lesson-videos.md). Keys are made by the server, never taken from a request.
 */
import type { Readable } from 'node:stream';

export type StorageConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** A non-AWS service's address (MinIO, R2); unset for AWS itself. */
      endpoint: string | undefined;
      /** Path-style addressing (http://host/bucket/key), which MinIO needs. */
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Prepended to every key, so one bucket can hold several academies' files. */
      prefix: string;
    };

/** Inclusive byte offsets, as in a Range header. */
export type ByteRange = { start: number; end: number };

export type VideoStorage = {
  readonly kind: StorageConfig['kind'];
  /**
   * Streams body into key and resolves with the bytes written. A body that errors (over its limit,
   * not what it claimed to be) leaves nothing under key: a partial file is removed, a partial
   * multipart upload aborted.
   */
  put(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>;
  /** The object's bytes, or those of one range, as a stream that respects backpressure. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ bytes: number } | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
};

/** Keys are ours: lower-case letters, digits, dashes, dots and slashes, no '..'. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9./-]*$/.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}
