import { unstorableInput } from './storable-input.pipe';

describe('unstorableInput', () => {
  it('names the first unstorable field by its path', () => {
    expect(unstorableInput({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c contains a character that cannot be stored (NUL or an unpaired surrogate)');
  });

  it('accepts paired surrogates (emoji) and leaves binary bodies alone', () => {
    expect(unstorableInput({ text: 'rocket 🚀' })).toBeNull();
    expect(unstorableInput(Buffer.from([0, 1, 2]))).toBeNull();
  });

  it('names the parameter for a query or path value', () => {
    expect(unstorableInput('a\ud800', 'slug')).toBe('slug contains a character that cannot be stored (NUL or an unpaired surrogate)');
  });
});
