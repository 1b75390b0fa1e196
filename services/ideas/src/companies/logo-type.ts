import type { CompanyLogoType } from '@founder/contracts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

/** The logo's type from its first bytes (PNG signature, JPEG start-of-image), never from its name; null for anything else. */
export function logoTypeOf(bytes: Buffer): CompanyLogoType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_START.length).equals(JPEG_START)) return 'image/jpeg';
  return null;
}
