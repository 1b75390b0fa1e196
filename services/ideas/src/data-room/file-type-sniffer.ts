import type { DataRoomFileType } from '@founder/contracts';
import { Transform, type TransformCallback } from 'node:stream';
import { FILE_HEAD_BYTES, fileKindOf, fileTypeOfSample, OLE_STREAM_NAMES } from '../domain/file-type';

/**
 * How much of a zip's end is kept to read its central directory: the end record's search (64 KB)
 * and a directory of several thousand entries. An Office package with a larger one is refused.
 */
export const ZIP_TAIL_BYTES = 1024 * 1024;
const LONGEST_OLE_NAME = Math.max(...OLE_STREAM_NAMES.map((name) => name.length));

/**
 * Passes a file's bytes through and learns its type as they go (fileTypeOf's rules), holding at
 * most ZIP_TAIL_BYTES of it: the first bytes, a zip's end, or the OLE stream names seen. A file
 * whose first bytes are no accepted kind fails at once with `refused()`, before the rest is read.
 */
export class FileTypeSniffer extends Transform {
  private head = Buffer.alloc(0);
  private kind: ReturnType<typeof fileKindOf> | undefined;
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private seen = 0;
  private carry = Buffer.alloc(0);
  private readonly oleNames = new Set<Buffer>();

  constructor(private readonly refused: () => Error) {
    super();
  }

  /** The type, once the whole file has passed; null when it is none of the accepted kinds. */
  get type(): DataRoomFileType | null {
    const kind = this.kind ?? fileKindOf(this.head);
    if (kind !== 'zip' && kind !== 'ole') return kind;
    const tail = Buffer.concat(this.tail);
    return fileTypeOfSample({ head: this.head, tail, tailStart: this.seen - tail.length, holds: (name) => this.oleNames.has(name) });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.kind === undefined) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, FILE_HEAD_BYTES - this.head.length)]);
      if (this.head.length === FILE_HEAD_BYTES) {
        this.kind = fileKindOf(this.head);
        if (this.kind === null) return done(this.refused());
      }
    }
    this.seen += chunk.length;
    this.keepTail(chunk);
    this.findOleNames(chunk);
    done(null, chunk);
  }

  /** The last ZIP_TAIL_BYTES, as whole chunks (joined only at the end). */
  private keepTail(chunk: Buffer): void {
    if (this.kind !== undefined && this.kind !== 'zip') return;
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    while (this.tailBytes - this.tail[0].length >= ZIP_TAIL_BYTES) this.tailBytes -= this.tail.shift()!.length;
  }

  /** Each name is looked for across chunk borders too: the end of the last chunk is kept. */
  private findOleNames(chunk: Buffer): void {
    if (this.kind !== undefined && this.kind !== 'ole') return;
    const window = Buffer.concat([this.carry, chunk]);
    for (const name of OLE_STREAM_NAMES) if (window.includes(name)) this.oleNames.add(name);
    this.carry = window.subarray(Math.max(0, window.length - (LONGEST_OLE_NAME - 1)));
  }
}
