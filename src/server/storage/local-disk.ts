/**
 * Files on local disk, under the data folder (./data/uploads beside the SQLite database by default).
 * A write goes to a temporary name first and is renamed into place once complete, so a reader
 * never sees half a file and a failed upload leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type ByteRange, type VideoStorage } from './types';

export class LocalDiskStorage implements VideoStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key leaves the folder: ${key}`);
    return path;
  }

  async put(key: string, body: Readable, _contentType?: string): Promise<{ bytes: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.partial`;
    const out = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(body, out);
      await rename(temporary, path);
    } catch (error) {
      // The file opens asynchronously: a stream that failed before the open still creates it, so
      // the removal waits until the write stream has closed.
      if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
      await rm(temporary, { force: true });
      throw error;
    }
    return { bytes: out.bytesWritten };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    // Opened before answering, so a missing file fails here rather than mid-response.
    // 256 KB reads: a quarter of the syscalls and event-loop turns of the default 64 KB for a video.
    const stream = createReadStream(path, { highWaterMark: 256 * 1024, ...(range ? { start: range.start, end: range.end } : {}) });
    await new Promise<void>((done, fail) => {
      stream.once('open', () => done());
      stream.once('error', fail);
    });
    return stream;
  }

  async stat(key: string): Promise<{ bytes: number } | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { bytes: info.size } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
