import type { INestApplication } from '@nestjs/common';
import type { Response } from 'supertest';
import { answerMismatch } from './openapi-fuzz';

/** Expects the answer's status, and its body to match the schema the app's OpenAPI document declares for it; returns the answer. */
export async function expectOpenApiAnswer(app: INestApplication, response: Response, status: number): Promise<Response> {
  expect({ status: response.status, mismatch: await answerMismatch(app, response) }).toEqual({ status, mismatch: null });
  return response;
}
