import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { LESSON_VIDEO_MESSAGES } from '#shared/validation/lesson-videos';
import { isWebVtt, mp4DurationMs, sniffImageType, sniffVideoType, VideoInspector, webmDurationMs } from './video-files';

const mp4 = readFileSync('tests/fixtures/lesson-sample.mp4');
const webm = readFileSync('tests/fixtures/lesson-sample.webm');
const jpeg = readFileSync('tests/fixtures/lesson-poster.jpg');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** An ISO BMFF box: 32-bit size, 4-letter type, body. */
function withSize(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
/** The top-level boxes of an MP4, in order. */
function boxes(file: Buffer): { type: string; bytes: Buffer }[] {
  const out = [];
  for (let offset = 0; offset < file.length; ) {
    const size = file.readUInt32BE(offset);
    out.push({ type: file.toString('latin1', offset + 4, offset + 8), bytes: file.subarray(offset, offset + size) });
    offset += size;
  }
  return out;
}
/** An MP4 whose mvhd says `seconds` long (timescale 1000), with some media after it. */
function mp4Lasting(seconds: number, mdatBytes = 1000): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([withSize('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')), withSize('moov', withSize('mvhd', mvhd)), withSize('mdat', Buffer.alloc(mdatBytes))]);
}

/** Streams a file through the inspector in chunks of `size` bytes; resolves with the bytes that passed. */
async function inspect(file: Buffer, size = 7, inspector = new VideoInspector()) {
  const chunks = [];
  for (let i = 0; i < file.length; i += size) chunks.push(file.subarray(i, i + size));
  const passed: Buffer[] = [];
  inspector.on('data', (chunk: Buffer) => passed.push(chunk));
  await pipeline(Readable.from(chunks), inspector);
  return { passed: Buffer.concat(passed), inspector };
}

describe('what an uploaded file is, by its content', () => {
  it('knows MP4 by its ftyp box and WebM by its EBML header, whatever the name', () => {
    expect(sniffVideoType(mp4)).toBe('video/mp4');
    expect(sniffVideoType(webm)).toBe('video/webm');
    expect(sniffVideoType(jpeg)).toBeUndefined();
    expect(sniffVideoType(Buffer.from('just some text renamed to clip.mp4, long enough to sniff'))).toBeUndefined();
    // QuickTime and Matroska share the layouts but are not what the browsers play.
    expect(sniffVideoType(Buffer.concat([mp4.subarray(0, 8), Buffer.from('qt  '), mp4.subarray(12, 64)]))).toBeUndefined();
    expect(sniffVideoType(Buffer.from(webm.subarray(0, 64).toString('latin1').replace('webm', 'mkvx'), 'latin1'))).toBeUndefined();
  });

  it('knows JPEG and PNG posters by their signatures', () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(mp4)).toBeUndefined();
  });

  it('accepts WebVTT captions with a cue, and nothing else', () => {
    expect(isWebVtt(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nPlant your standing foot\n'))).toBe(true);
    expect(isWebVtt(Buffer.from('\uFEFFWEBVTT - Cruyff turn\r\n\r\n1\r\n00:00:00.000 --> 00:00:01.500 align:start\r\nDrag the ball back\r\n'))).toBe(true);
    expect(isWebVtt(Buffer.from('WEBVTT\n\n'))).toBe(false);
    expect(isWebVtt(Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n'))).toBe(false);
    expect(isWebVtt(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toBe(false);
  });

  it('reads the length the containers state: 1 s for both samples', () => {
    const moov = boxes(mp4).find((b) => b.type === 'moov')!;
    expect(mp4DurationMs(moov.bytes.subarray(8))).toBe(1000);
    expect(webmDurationMs(webm)).toBeGreaterThanOrEqual(900);
    expect(webmDurationMs(webm)).toBeLessThanOrEqual(1100);
  });
});

describe('the video inspector, as a video streams past', () => {
  it('passes an MP4 and a WebM through unchanged, with their type, size and length', async () => {
    for (const [file, type] of [[mp4, 'video/mp4'], [webm, 'video/webm']] as const) {
      const { passed, inspector } = await inspect(file);
      expect(passed.equals(file)).toBe(true);
      expect(inspector).toMatchObject({ type, bytes: file.length });
      expect(Math.abs(inspector.durationMs! - 1000)).toBeLessThanOrEqual(100);
    }
  });

  it('finds the length when the moov box comes after the media (a file not prepared for streaming)', async () => {
    const parts = boxes(mp4);
    const moovLast = Buffer.concat([...parts.filter((b) => b.type !== 'moov').map((b) => b.bytes), parts.find((b) => b.type === 'moov')!.bytes]);
    const { inspector } = await inspect(moovLast, 100);
    expect(inspector.durationMs).toBe(1000);
  });

  it('refuses a file that is not a video before a byte passes', async () => {
    const passed: Buffer[] = [];
    const inspector = new VideoInspector();
    inspector.on('data', (chunk: Buffer) => passed.push(chunk));
    await expect(pipeline(Readable.from([jpeg]), inspector)).rejects.toThrow(LESSON_VIDEO_MESSAGES.notVideo);
    await expect(inspect(Buffer.from('tiny'))).rejects.toThrow(LESSON_VIDEO_MESSAGES.notVideo);
    expect(passed).toEqual([]);
  });

  it('refuses a video over the size limit, and one longer than the limit', async () => {
    await expect(inspect(mp4Lasting(5, 5000), 512, new VideoInspector(4000))).rejects.toThrow(LESSON_VIDEO_MESSAGES.tooLarge);
    await expect(inspect(mp4Lasting(601))).rejects.toThrow(LESSON_VIDEO_MESSAGES.tooLong);
    const { inspector } = await inspect(mp4Lasting(600));
    expect(inspector.durationMs).toBe(600_000);
  });
});
