import type { CompanyLogoType } from '@founder/contracts';
import { fileTypeOf } from '../domain/file-type';

/** The logo's type from its bytes (PNG signature, JPEG start-of-image), never from its name; null for anything else. */
export function logoTypeOf(bytes: Buffer): CompanyLogoType | null {
  const type = fileTypeOf(bytes);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}
