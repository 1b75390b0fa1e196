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
});
