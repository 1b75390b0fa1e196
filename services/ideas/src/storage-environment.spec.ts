import 'reflect-metadata';
import { generateIdentityKeys } from '@founder/identity';
import { loadEnvironment } from '@founder/server-kit';
import { IdeasEnvironment } from './ideas-environment';

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  IDENTITY_SECRET: 'x'.repeat(32),
  IDENTITY_PUBLIC_KEYS: JSON.stringify({ k1: generateIdentityKeys('k1').publicKeyPem }),
};
const s3 = { ...valid, STORAGE: 's3', S3_BUCKET: 'founder-files' };

describe('IdeasEnvironment: where data room files are kept', () => {
  it('keeps them on this host by default', () => {
    expect(loadEnvironment(IdeasEnvironment, valid).STORAGE).toBe('filesystem');
  });

  it('reads the S3 settings, path style as a boolean', () => {
    const environment = loadEnvironment(IdeasEnvironment, { ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(environment.s3).toEqual({ bucket: 'founder-files', region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(loadEnvironment(IdeasEnvironment, { ...s3, S3_REGION: 'eu-west-3' }).s3).toEqual({ bucket: 'founder-files', region: 'eu-west-3', endpoint: undefined, forcePathStyle: false });
  });

  it.each([
    ['STORAGE must be filesystem or s3', { ...valid, STORAGE: 'disk' }],
    ['S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens) when STORAGE=s3', { ...valid, STORAGE: 's3' }],
    ['S3_BUCKET must be a bucket name', { ...s3, S3_BUCKET: 'Founder_Files' }],
    ['S3_ENDPOINT must be an http(s) URL', { ...s3, S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE must be true or false', { ...s3, S3_FORCE_PATH_STYLE: 'yes' }],
    ['AWS_SECRET_ACCESS_KEY must be set when STORAGE=s3 and either of AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY is set', { ...s3, AWS_ACCESS_KEY_ID: 'AKIA' }],
  ])('stops the start with "%s"', (message, env) => {
    expect(() => loadEnvironment(IdeasEnvironment, env)).toThrow(message);
  });

  it('leaves a half key pair alone when the files stay on this host', () => {
    expect(loadEnvironment(IdeasEnvironment, { ...valid, AWS_ACCESS_KEY_ID: 'AKIA' }).STORAGE).toBe('filesystem');
  });
});
