import { logoTypeOf } from './logo-type';

describe('logoTypeOf', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(logoTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(logoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(logoTypeOf(Buffer.from('not really a png'))).toBeNull();
    expect(logoTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(logoTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(logoTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
