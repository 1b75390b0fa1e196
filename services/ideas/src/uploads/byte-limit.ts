import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through and counts them; the first byte past `limit` fails the stream with `tooMany()`. */
export class ByteLimit extends Transform {
  /** The bytes passed so far. */
  bytes = 0;

  constructor(
    private readonly limit: number,
    private readonly tooMany: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(this.tooMany());
    done(null, chunk);
  }
}
