import { compressesAnswer } from './json-compression';

describe('compressesAnswer', () => {
  it('compresses JSON over 1 KB, and JSON of unknown length', () => {
    expect(compressesAnswer({ 'content-type': 'application/json; charset=utf-8', 'content-length': '1025' })).toBe(true);
    expect(compressesAnswer({ 'content-type': 'application/problem+json', 'content-length': 5000 })).toBe(true);
    expect(compressesAnswer({ 'content-type': 'application/json' })).toBe(true);
  });

  it('leaves small JSON, event streams, files and encoded answers alone', () => {
    expect(compressesAnswer({ 'content-type': 'application/json; charset=utf-8', 'content-length': '1024' })).toBe(false);
    expect(compressesAnswer({ 'content-type': 'text/event-stream' })).toBe(false);
    expect(compressesAnswer({ 'content-type': 'application/pdf', 'content-length': '90000' })).toBe(false);
    expect(compressesAnswer({ 'content-type': 'application/jsonl' })).toBe(false);
    expect(compressesAnswer({ 'content-type': 'application/json', 'content-encoding': 'gzip' })).toBe(false);
    expect(compressesAnswer({})).toBe(false);
  });
});
