import type { INestApplication } from '@nestjs/common';
import { fuzzOpenApi, type FuzzOptions } from './openapi-fuzz';

/**
 * The fuzz suite every service runs on its own OpenAPI document (issue 15 item 10): generic over
 * operations, so a new endpoint is fuzzed as soon as it is in the document.
 */
export function describeOpenApiFuzz(service: string, createApp: () => Promise<INestApplication>, options: (app: INestApplication) => Promise<FuzzOptions> = async () => ({})): void {
  describe(`${service}: OpenAPI fuzz`, () => {
    let app: INestApplication;

    beforeAll(async () => {
      app = await createApp();
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers every operation without a 5xx, with {statusCode, message} errors, refusing what the schema forbids', async () => {
      const report = await fuzzOpenApi(app, await options(app));
      // Figures for the report of issue 15.
      console.log(`${service} fuzz: ${report.operations} operations, ${report.requests} requests, ${report.serverErrors} answered 5xx, ${report.checkedAnswers} answers checked against their schema`);
      const distinct = [...new Set(report.findings.map(({ operation, status, why }) => `${operation} -> ${status}: ${why}`))];
      expect(distinct).toEqual([]);
      expect(report.operations).toBeGreaterThan(0);
    }, 300_000);
  });
}
