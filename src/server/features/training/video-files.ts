/**
 * What an uploaded file is, read from its bytes and never from its name or declared type
 * (docs/decisions/037-lesson-videos.md): MP4 by its leading 'ftyp' box, WebM by its EBML header
 * naming the "webm" document type, JPEG and PNG by their signatures, WebVTT by its header line.
 * The video's length is read from the container as it streams past (MP4's mvhd box, wherever the
 * moov box sits; WebM's Segment Info), so a video is checked without being held in memory.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '#shared/errors';
import {
  LESSON_VIDEO_LIMITS,
  LESSON_VIDEO_MESSAGES,
  type LessonPosterType,
  type LessonVideoType,
} from '#shared/validation/lesson-videos';

/** Enough bytes to tell the types apart (and to find WebM's document type). */
const SNIFF_BYTES = 64;
/** A moov box larger than this (hours of video) is not buffered; its duration is then unknown. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
/** WebM states its duration in Segment Info, within the first few kilobytes of a normal file. */
const WEBM_HEAD_BYTES = 256 * 1024;

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The video type of a file's first bytes, or undefined when it is neither MP4 nor WebM. */
export function sniffVideoType(head: Buffer): LessonVideoType | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    // QuickTime ('qt  ') shares the box layout but not the browsers' support.
    return head.toString('latin1', 8, 12) === 'qt  ' ? undefined : 'video/mp4';
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC)) {
    // Matroska (.mkv) has the same header with another document type.
    return head.subarray(0, SNIFF_BYTES).includes('webm', 0, 'latin1') ? 'video/webm' : undefined;
  }
  return undefined;
}

export function sniffImageType(head: Buffer): LessonPosterType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  return undefined;
}

/** A WebVTT file: UTF-8, the "WEBVTT" header line, and at least one cue timing line. */
export function isWebVtt(file: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return false;
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) return false;
  return /(?:^|[\r\n])(?:\d+:)?\d{2}:\d{2}\.\d{3}[ \t]+-->[ \t]+(?:\d+:)?\d{2}:\d{2}\.\d{3}/.test(text);
}

/** An MP4's duration in milliseconds from the moov box's content, or null when it states none. */
export function mp4DurationMs(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (type === 'mvhd') {
      const version = moov[offset + 8];
      const [timescale, duration] =
        version === 1
          ? [moov.readUInt32BE(offset + 28), Number(moov.readBigUInt64BE(offset + 32))]
          : [moov.readUInt32BE(offset + 20), moov.readUInt32BE(offset + 24)];
      // 0 (a fragmented file) and all ones mean "not stated".
      if (!timescale || !duration || duration === 0xffffffff) return null;
      return Math.round((duration / timescale) * 1000);
    }
    if (size < 8) return null;
    offset += size;
  }
  return null;
}

/** An EBML variable-length integer at offset: its value (marker removed unless keepMarker) and length. */
function readVint(buf: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; isUnknown: boolean } | undefined {
  const first = buf[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buf[offset + i]!;
    if (buf[offset + i] !== 0xff) allOnes = false;
  }
  return { value, length, isUnknown: !keepMarker && allOnes };
}

const EBML = { segment: 0x18538067, info: 0x1549a966, cluster: 0x1f43b675, timecodeScale: 0x2ad7b1, duration: 0x4489 };

/** A WebM's duration in milliseconds from its first bytes, or null when Segment Info states none. */
export function webmDurationMs(head: Buffer): number | null {
  let offset = 0;
  let end = head.length;
  while (offset < end) {
    const id = readVint(head, offset, true);
    if (!id) return null;
    const size = readVint(head, offset + id.length, false);
    if (!size) return null;
    const body = offset + id.length + size.length;
    if (id.value === EBML.segment) {
      // Descend: the segment's children follow (its size is often unknown while recording).
      offset = body;
      end = size.isUnknown ? head.length : Math.min(head.length, body + size.value);
      continue;
    }
    if (id.value === EBML.cluster || size.isUnknown) return null;
    if (id.value === EBML.info) return webmInfoDuration(head.subarray(body, Math.min(head.length, body + size.value)));
    offset = body + size.value;
  }
  return null;
}

function webmInfoDuration(info: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | undefined;
  let offset = 0;
  while (offset < info.length) {
    const id = readVint(info, offset, true);
    const size = id && readVint(info, offset + id.length, false);
    if (!id || !size) break;
    const body = offset + id.length + size.length;
    if (body + size.value > info.length) break;
    if (id.value === EBML.timecodeScale) scale = info.readUIntBE(body, Math.min(size.value, 6));
    if (id.value === EBML.duration) duration = size.value === 4 ? info.readFloatBE(body) : size.value === 8 ? info.readDoubleBE(body) : undefined;
    offset = body + size.value;
  }
  return duration === undefined || !Number.isFinite(duration) || duration <= 0 ? null : Math.round((duration * scale) / 1_000_000);
}

/**
 * Passes a video through to storage while checking it: nothing passes until the first bytes say
 * MP4 or WebM; the stream fails past the size limit, or once the container states a length over
 * the limit. Errors are AppErrors with the page's message, so the storage write is undone.
 */
export class VideoInspector extends Transform {
  type: LessonVideoType | undefined;
  bytes = 0;
  durationMs: number | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private isDurationSettled = false;
  // MP4 box walk: bytes still to skip, the moov box being collected, a partial box header.
  private skip = 0;
  private moov: { remaining: number; chunks: Buffer[] } | undefined;
  private boxHeader = Buffer.alloc(0);

  constructor(private readonly maxBytes = LESSON_VIDEO_LIMITS.maxVideoBytes, private readonly maxDurationMs = LESSON_VIDEO_LIMITS.maxDurationSeconds * 1000) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.tooLarge));
    try {
      if (!this.type) {
        this.head.push(chunk);
        this.headLength += chunk.length;
        if (this.headLength < SNIFF_BYTES) return done();
        const held = Buffer.concat(this.head);
        this.head = [];
        this.type = sniffVideoType(held);
        if (!this.type) return done(new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notVideo));
        this.inspect(held);
        this.checkDuration();
        return done(null, held);
      }
      this.inspect(chunk);
      this.checkDuration();
      done(null, chunk);
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.type) {
        const held = Buffer.concat(this.head);
        this.type = sniffVideoType(held);
        if (!this.type) return done(new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.notVideo));
        this.inspect(held);
        this.push(held);
      }
      if (this.type === 'video/webm' && !this.isDurationSettled) this.settleWebm();
      this.checkDuration();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private checkDuration(): void {
    if (this.durationMs !== null && this.durationMs > this.maxDurationMs) throw new AppError('VALIDATION', LESSON_VIDEO_MESSAGES.tooLong);
  }

  private inspect(chunk: Buffer): void {
    if (this.isDurationSettled) return;
    if (this.type === 'video/webm') {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= WEBM_HEAD_BYTES) this.settleWebm();
      return;
    }
    this.walkMp4(chunk);
  }

  private settleWebm(): void {
    this.durationMs = webmDurationMs(Buffer.concat(this.head));
    this.head = [];
    this.isDurationSettled = true;
  }

  /** Walks the top-level boxes as they stream past, keeping only the moov box. */
  private walkMp4(input: Buffer): void {
    let chunk = input;
    while (chunk.length > 0 && !this.isDurationSettled) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, chunk.length);
        this.skip -= n;
        chunk = chunk.subarray(n);
        continue;
      }
      if (this.moov) {
        const n = Math.min(this.moov.remaining, chunk.length);
        this.moov.chunks.push(chunk.subarray(0, n));
        this.moov.remaining -= n;
        chunk = chunk.subarray(n);
        if (this.moov.remaining === 0) {
          this.durationMs = mp4DurationMs(Buffer.concat(this.moov.chunks));
          this.moov = undefined;
          this.isDurationSettled = true;
        }
        continue;
      }
      const header = Buffer.concat([this.boxHeader, chunk]);
      if (header.length < 16) {
        this.boxHeader = header;
        return;
      }
      this.boxHeader = Buffer.alloc(0);
      const small = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      const headerLength = small === 1 ? 16 : 8;
      const size = small === 1 ? Number(header.readBigUInt64BE(8)) : small;
      // 0 (to the end of the file) or nonsense: the length cannot be read.
      if (size < headerLength) {
        this.isDurationSettled = true;
        return;
      }
      const bodyLength = size - headerLength;
      if (type === 'moov' && bodyLength <= MAX_MOOV_BYTES) this.moov = { remaining: bodyLength, chunks: [] };
      else this.skip = bodyLength;
      chunk = header.subarray(headerLength);
    }
  }
}
