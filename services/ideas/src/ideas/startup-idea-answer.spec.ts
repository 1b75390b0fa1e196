import { compactJsonbText } from './startup-idea-answer';

/** What PostgreSQL writes for a jsonb value: a space after every ':' and ',' between tokens. */
const JSONB_TEXTS = [
  '{"a": 1, "b": [2, 3.5, -4, 0.000001, 1e-7], "c": {"d": null, "e": true, "f": false}}',
  '{"text": "a \\"quoted\\" word, a: colon, [brackets] {braces}", "path": "C:\\\\dir\\\\", "end": "\\\\"}',
  '{"lines": "one\\ntwo\\tthree\\u0001", "unicode": "é – 😀", "empty": "", "list": []}',
  '[{"title": "Market", "content": "Grows 12% a year, to $4.2B."}, {}, [], "x", 0]',
  '"just a string"',
  '42',
];

describe('compactJsonbText', () => {
  it.each(JSONB_TEXTS)('writes %s as JSON.stringify writes its value', (text) => {
    expect(compactJsonbText(text)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it.each(['{"price": 1.50}', '[1000000000000000000000]', '{"zero": -0}', '[12345678901234567890]'])(
    'gives up on %s, whose numbers JSON.stringify writes otherwise',
    (text) => {
      expect(JSON.stringify(JSON.parse(text))).not.toBe(text.replace(/ /g, ''));
      expect(compactJsonbText(text)).toBeNull();
    },
  );
});
