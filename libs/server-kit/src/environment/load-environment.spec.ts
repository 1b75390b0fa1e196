import 'reflect-metadata';
import { generateIdentityKeys } from '@founder/identity';
import { loadEnvironment } from './load-environment';
import { PortVariable } from './port-variable';
import { ServiceEnvironment } from './service-environment';

class ExampleEnvironment extends ServiceEnvironment {
  @PortVariable()
  EXAMPLE_PORT = 4399;

  get port(): number {
    return this.EXAMPLE_PORT;
  }
}

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  IDENTITY_SECRET: 'x'.repeat(32),
  IDENTITY_PUBLIC_KEYS: JSON.stringify({ k1: generateIdentityKeys('k1').publicKeyPem }),
};

describe('loadEnvironment', () => {
  it('applies the defaults', () => {
    const environment = loadEnvironment(ExampleEnvironment, valid);
    expect(environment).toBeInstanceOf(ExampleEnvironment);
    expect(environment.LOG_LEVEL).toBe('info');
    expect(environment.SERVICE_HOST).toBe('127.0.0.1');
    expect(environment.port).toBe(4399);
  });

  it('reads the port as a number', () => {
    expect(loadEnvironment(ExampleEnvironment, { ...valid, EXAMPLE_PORT: '5000' }).port).toBe(5000);
  });

  it('names a missing variable', () => {
    expect(() => loadEnvironment(ExampleEnvironment, { IDENTITY_SECRET: valid.IDENTITY_SECRET })).toThrow(
      'Invalid environment: DATABASE_URL must be a postgres:// URL',
    );
  });

  it('treats an empty variable as missing', () => {
    expect(() => loadEnvironment(ExampleEnvironment, { ...valid, IDENTITY_SECRET: '' })).toThrow(
      'Invalid environment: IDENTITY_SECRET must be a string',
    );
  });

  it('names a short secret without echoing it', () => {
    const attempt = () => loadEnvironment(ExampleEnvironment, { ...valid, IDENTITY_SECRET: 'short-secret' });
    expect(attempt).toThrow('Invalid environment: IDENTITY_SECRET must be longer than or equal to 32 characters');
    expect(attempt).not.toThrow(/short-secret/);
  });

  it('names every wrong variable at once', () => {
    expect(() => loadEnvironment(ExampleEnvironment, { ...valid, LOG_LEVEL: 'loud', EXAMPLE_PORT: 'http' })).toThrow(
      'Invalid environment: EXAMPLE_PORT must be an integer number; LOG_LEVEL must be one of the following values: fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('names public keys that are not a JSON object of Ed25519 public keys', () => {
    const message = 'Invalid environment: IDENTITY_PUBLIC_KEYS must be a JSON object of key id to the PEM of an Ed25519 public key, with at least one key';
    expect(() => loadEnvironment(ExampleEnvironment, { ...valid, IDENTITY_PUBLIC_KEYS: '{"k1":"not a key"}' })).toThrow(message);
    expect(() => loadEnvironment(ExampleEnvironment, { DATABASE_URL: valid.DATABASE_URL, IDENTITY_SECRET: valid.IDENTITY_SECRET })).toThrow(message);
  });

  it('refuses a port out of range', () => {
    expect(() => loadEnvironment(ExampleEnvironment, { ...valid, EXAMPLE_PORT: '70000' })).toThrow(
      'Invalid environment: EXAMPLE_PORT must not be greater than 65535',
    );
  });
});
