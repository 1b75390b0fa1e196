import {
  BadRequestException,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { FileTooLargeException, mapError } from './error-body';

describe('mapError', () => {
  it('keeps the message of an HttpException', () => {
    expect(mapError(new UnauthorizedException('Not authenticated'))).toEqual({
      body: { statusCode: 401, message: 'Not authenticated' },
      unexpected: false,
    });
  });

  it('uses the framework message for an unknown route', () => {
    expect(mapError(new NotFoundException('Cannot GET /x')).body).toEqual({ statusCode: 404, message: 'Cannot GET /x' });
  });

  it('joins a message list into one string', () => {
    expect(mapError(new BadRequestException({ message: ['a is bad', 'b is bad'] })).body.message).toBe('a is bad; b is bad');
  });

  it('falls back to the status text when there is no message', () => {
    expect(mapError(new HttpException({ status: 'error' }, 503)).body).toEqual({ statusCode: 503, message: 'Service Unavailable' });
  });

  it('words a too-large body the same on every adapter', () => {
    expect(mapError(new PayloadTooLargeException('request entity too large')).body).toEqual({
      statusCode: 413,
      message: 'Request body is larger than 1 MB',
    });
    expect(mapError(new HttpException('Request body is too large', 413)).body.message).toBe('Request body is larger than 1 MB');
  });

  it('keeps the message of a file over its own limit', () => {
    expect(mapError(new FileTooLargeException('logo must be at most 5 MB')).body).toEqual({ statusCode: 413, message: 'logo must be at most 5 MB' });
  });

  it('hides anything that is not an HttpException behind a 500 and flags it for the log', () => {
    expect(mapError(new Error('password=hunter2 at db.ts:12'))).toEqual({
      body: { statusCode: 500, message: 'Internal server error' },
      unexpected: true,
    });
    expect(mapError('a thrown string').body.message).toBe('Internal server error');
  });

  it('keeps a deliberate 503 message and does not flag it as a bug', () => {
    expect(mapError(new ServiceUnavailableException('Database is unreachable'))).toEqual({
      body: { statusCode: 503, message: 'Database is unreachable' },
      unexpected: false,
    });
  });

  it('answers a database outage 503 with a clear message, not 500', () => {
    expect(mapError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual({
      body: { statusCode: 503, message: 'The database is unavailable. Please try again in a moment.' },
      unexpected: true,
    });
  });
});
