import 'reflect-metadata';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateNested, validate } from 'class-validator';
import { Type, plainToInstance } from 'class-transformer';
import { validationMessage } from './validation-message';

class Address {
  @IsString()
  city!: string;
}

class Person {
  @IsNotEmpty()
  @IsEmail()
  email!: string;

  @IsString()
  @MaxLength(5)
  name!: string;

  @ValidateNested()
  @Type(() => Address)
  address?: Address;
}

async function messageFor(input: object): Promise<string> {
  const errors = await validate(plainToInstance(Person, input), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return validationMessage(errors);
}

describe('validationMessage', () => {
  it('names the failing field', async () => {
    expect(await messageFor({ email: 'nope', name: 'Ann' })).toBe('email must be an email');
  });

  it('joins several fields with "; "', async () => {
    expect(await messageFor({ email: 'a@b.co', name: 'Annabelle', extra: 1 })).toBe(
      'property extra should not exist; name must be shorter than or equal to 5 characters',
    );
  });

  it('reports only the first failing rule of a field (the decorator nearest the property)', async () => {
    expect(await messageFor({ name: 'Ann' })).toBe('email must be an email');
  });

  it('names nested fields by their path', async () => {
    expect(await messageFor({ email: 'a@b.co', name: 'Ann', address: { city: 7 } })).toBe('address.city must be a string');
  });

  it('is empty when nothing failed', () => {
    expect(validationMessage([])).toBe('');
  });

  it('names the first three problems and counts the rest', async () => {
    const extra = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, 1]));
    expect(await messageFor({ email: 'a@b.co', name: 'Ann', ...extra })).toBe(
      'property a should not exist; property b should not exist; property c should not exist; and 2 more problems',
    );
    expect(await messageFor({ email: 'a@b.co', name: 'Ann', ...extra, f: 1, g: 1 }).then((message) => message.endsWith('; and 4 more problems'))).toBe(true);
  });

  it('says "1 more problem" for one', async () => {
    expect(await messageFor({ email: 'a@b.co', name: 'Ann', a: 1, b: 1, c: 1, d: 1 })).toBe(
      'property a should not exist; property b should not exist; property c should not exist; and 1 more problem',
    );
  });

  it('quotes a long client-chosen key cut at 1000 characters', async () => {
    const key = 'k'.repeat(100_000);
    expect(await messageFor({ email: 'a@b.co', name: 'Ann', [key]: 1 })).toBe(`property ${'k'.repeat(991)}...`);
  });
});
