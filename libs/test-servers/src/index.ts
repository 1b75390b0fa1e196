export * from './s3-test-server';
