import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a refused connection on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01) inside a TypeORM error', new QueryFailedError('SELECT 1', [], withCode('57P01', 'terminating connection due to administrator command'))],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
