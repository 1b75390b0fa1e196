import type { DataRoomFileType } from '@founder/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-');
const GIF87 = Buffer.from('GIF87a');
const GIF89 = Buffer.from('GIF89a');
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
/** The end-of-directory record is 22 bytes plus a comment of at most 65535. */
const ZIP_END_SEARCH = 22 + 0xffff;

/** OOXML: the part each kind's package must hold, besides [Content_Types].xml. */
const OOXML_MAIN_PARTS: ReadonlyArray<[string, DataRoomFileType]> = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** Legacy Office (OLE compound file): the stream each kind's directory names, in UTF-16LE. */
const OLE_STREAMS: ReadonlyArray<[Buffer, DataRoomFileType]> = [
  [Buffer.from('WordDocument', 'utf16le'), 'application/msword'],
  [Buffer.from('Workbook', 'utf16le'), 'application/vnd.ms-excel'],
  [Buffer.from('PowerPoint Document', 'utf16le'), 'application/vnd.ms-powerpoint'],
];

const startsWith = (bytes: Buffer, prefix: Buffer) => bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/**
 * The names in a zip's central directory, or null when the archive's end record is not where a zip
 * keeps it. `bytes` may be only the archive's end, starting at offset `start` of the whole file.
 */
export function zipEntryNames(bytes: Buffer, start = 0): string[] | null {
  const from = Math.max(0, bytes.length - ZIP_END_SEARCH);
  for (let end = bytes.length - 22; end >= from; end -= 1) {
    if (bytes.readUInt32LE(end) !== ZIP_END_OF_DIRECTORY) continue;
    const count = bytes.readUInt16LE(end + 10);
    let offset = bytes.readUInt32LE(end + 16) - start;
    if (offset < 0) return null;
    const names: string[] = [];
    for (let index = 0; index < count; index += 1) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ZIP_DIRECTORY_ENTRY) return null;
      const nameLength = bytes.readUInt16LE(offset + 28);
      const extraLength = bytes.readUInt16LE(offset + 30);
      const commentLength = bytes.readUInt16LE(offset + 32);
      names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

function officeOpenXmlType(tail: Buffer, tailStart: number): DataRoomFileType | null {
  const names = zipEntryNames(tail, tailStart);
  if (!names?.includes('[Content_Types].xml')) return null;
  return OOXML_MAIN_PARTS.find(([part]) => names.includes(part))?.[1] ?? null;
}

/** The first bytes that tell a file's kind (WebP needs 12). */
export const FILE_HEAD_BYTES = 12;
/** The UTF-16LE stream names that tell a legacy Office file's kind. */
export const OLE_STREAM_NAMES: readonly Buffer[] = OLE_STREAMS.map(([name]) => name);

/**
 * A file's kind from its first bytes: its type when they settle it, 'zip' or 'ole' when its end or
 * its directory must be read too, null when it is none of the accepted kinds.
 */
export function fileKindOf(head: Buffer): DataRoomFileType | 'zip' | 'ole' | null {
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return 'image/gif';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return 'zip';
  if (startsWith(head, OLE)) return 'ole';
  return null;
}

/** What is known of a file read as a stream: its first bytes, its last bytes (from tailStart) and the OLE stream names it holds. */
export interface FileSample {
  head: Buffer;
  tail: Buffer;
  tailStart: number;
  holds(name: Buffer): boolean;
}

/** The type of a file from a sample of it (fileTypeOf's rules). */
export function fileTypeOfSample({ head, tail, tailStart, holds }: FileSample): DataRoomFileType | null {
  const kind = fileKindOf(head);
  if (kind === 'zip') return officeOpenXmlType(tail, tailStart);
  if (kind === 'ole') return OLE_STREAMS.find(([name]) => holds(name))?.[1] ?? null;
  return kind;
}

/**
 * What a file is by its content, never by its name or the type the browser claims: PDF, PNG, JPEG,
 * GIF, WebP, Office Open XML (a zip with [Content_Types].xml and the kind's main part) and legacy
 * Office (an OLE compound file naming the kind's stream). Anything else is null: refused.
 */
export function fileTypeOf(bytes: Buffer): DataRoomFileType | null {
  return fileTypeOfSample({ head: bytes, tail: bytes, tailStart: 0, holds: (name) => bytes.includes(name) });
}
