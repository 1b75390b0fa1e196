import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { OptionalOneOf, OptionalText } from './text-fields';
import { validationMessage } from './validation-message';

class Optionals {
  @OptionalText({ max: 5 })
  note?: string;

  @OptionalOneOf(['a', 'b'])
  choice?: string;
}

/** The 400 message the app's validation pipe would give, or '' when the input is valid. */
async function messageFor(input: object): Promise<string> {
  return validationMessage(await validate(plainToInstance(Optionals, input), { stopAtFirstError: true }));
}

describe('OptionalText and OptionalOneOf', () => {
  it('accept a field left out or blank (not given), and a valid value', async () => {
    expect(await messageFor({})).toBe('');
    expect(await messageFor({ note: '  ', choice: '' })).toBe('');
    expect(await messageFor({ note: ' hi ', choice: 'b' })).toBe('');
  });

  it('refuse null, naming the field, rather than storing it', async () => {
    expect(await messageFor({ note: null })).toBe('note should not be null');
    expect(await messageFor({ choice: null })).toBe('choice should not be null');
  });

  it('still bound and list what is given', async () => {
    expect(await messageFor({ note: 'toolong' })).toBe('note must be shorter than or equal to 5 characters');
    expect(await messageFor({ choice: 'c' })).toBe('choice must be one of the following values: a, b');
    expect(await messageFor({ note: 42 })).toBe('note must be a string');
  });
});
