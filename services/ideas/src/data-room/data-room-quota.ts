const MB = 1024 * 1024;

/** Megabytes as a person reads them: whole from 10 MB, one decimal below (0.4 MB), never '0.0'. */
export function megabytes(bytes: number): string {
  const value = bytes / MB;
  if (value >= 10) return `${Math.round(value)} MB`;
  return `${Number(value.toFixed(1))} MB`;
}

/** The 413 of a room that cannot hold the file: what it holds (stored and being written) of its quota. */
export function quotaFullMessage(usedBytes: number, quotaBytes: number): string {
  return `This company's data room holds ${megabytes(usedBytes)} of its ${megabytes(quotaBytes)}; this file does not fit`;
}

/**
 * The bytes an upload may store: what it may need at most (the file limit, or less when the
 * request's length says so) within what the room has left; null when the room is full.
 */
export function reservableBytes(neededAtMost: number, usedBytes: number, quotaBytes: number): number | null {
  const left = quotaBytes - usedBytes;
  return left > 0 ? Math.min(neededAtMost, left) : null;
}
