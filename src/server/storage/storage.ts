/** Chooses the storage the configuration names (config.storage): an S3 bucket, or local disk. */
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { StorageConfig, VideoStorage } from './types';

export type { ByteRange, StorageConfig, VideoStorage } from './types';

export function createVideoStorage(config: StorageConfig): VideoStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.directory);
}
