/**
 * Files in an S3-compatible bucket through the AWS SDK. Uploads stream as a multipart upload
 * (@aws-sdk/lib-storage), so a video is never held in memory whole and its length need not be known
 * in advance; a body that fails part-way aborts the upload, leaving nothing in the bucket.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { assertSafeKey, type ByteRange, type StorageConfig, type VideoStorage } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

export class S3Storage implements VideoStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Readable, contentType: string): Promise<{ bytes: number }> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.keyOf(key), Body: body, ContentType: contentType },
      // 8 MB parts, two in flight: at most 16 MB of a video in memory at once.
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      // A small body goes up in one PUT, which abort cannot undo: remove it.
      await this.delete(key).catch(() => undefined);
      throw body.errored ?? error;
    }
    const stored = await this.stat(key);
    if (!stored) throw new Error(`Storage key ${key} missing after upload`);
    return stored;
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const response = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    const body = response.Body;
    if (!(body instanceof Readable)) throw new Error(`No body for storage key ${key}`);
    return body;
  }

  async stat(key: string): Promise<{ bytes: number } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      return { bytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }
}
