import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { LocalDiskStorage } from './local-disk';

const dir = mkdtempSync(join(tmpdir(), 'bravo-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('local disk storage', () => {
  const storage = new LocalDiskStorage(dir);

  it('stores a stream, reads it whole or one range, reports its size and deletes it', async () => {
    expect(await storage.put('lesson-videos/a.mp4', Readable.from(['0123456789']), 'video/mp4')).toEqual({ bytes: 10 });
    expect(await storage.stat('lesson-videos/a.mp4')).toEqual({ bytes: 10 });
    expect(await text(await storage.get('lesson-videos/a.mp4'))).toBe('0123456789');
    expect(await text(await storage.get('lesson-videos/a.mp4', { start: 2, end: 4 }))).toBe('234');
    await storage.delete('lesson-videos/a.mp4');
    expect(await storage.stat('lesson-videos/a.mp4')).toBeUndefined();
    await expect(storage.get('lesson-videos/a.mp4')).rejects.toThrow(/ENOENT/);
    await storage.delete('lesson-videos/a.mp4');
  });

  it('leaves nothing behind, not even a partial file, when the stream fails part-way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield 'first part, ';
        throw new Error('too large');
      })(),
    );
    await expect(storage.put('lesson-videos/b.mp4', failing, 'video/mp4')).rejects.toThrow('too large');
    expect(readdirSync(join(dir, 'lesson-videos'))).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape', '/etc/passwd', 'lesson-videos/../../x', 'Upper.mp4']) {
      await expect(storage.put(key, Readable.from(['x']), 'video/mp4')).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('where files are stored (configuration)', () => {
  const base = { NODE_ENV: 'test', DATABASE_URL: `file:${join(dir, 'academy.db')}`, AUTH_SECRET: 'a'.repeat(40) };

  it('is the data folder by default, beside the SQLite file', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', directory: join(dir, 'uploads') });
  });

  it('is an S3-compatible bucket when S3_BUCKET is set', () => {
    const config = loadConfig({ ...base, S3_BUCKET: 'academy-videos', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'bravo/' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'academy-videos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'bravo/',
    });
  });

  it('refuses half a key pair, or S3 settings without a bucket', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
  });
});
