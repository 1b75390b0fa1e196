import type { INestApplication } from '@nestjs/common';
import { GENERATION_PROVIDER_HEADER, type GenerationProvider, type StartupIdea } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import type { CorpusAnswers } from './checks';
import type { CorpusIdea } from './corpus-idea';

/** 'detected': currency and country left out, the service reads them from the founder's text; 'chosen': sent as the founder would pick them. */
export type LocalePass = 'detected' | 'chosen';

/** The answers and who wrote each generated kind (x-generation-provider). */
export interface AnsweredIdea {
  answers: CorpusAnswers;
  providers: Record<'business-plan' | 'pitch-deck' | 'market-research', GenerationProvider>;
}

function answered(response: Response, call: string): Response {
  if (response.status !== 200 && response.status !== 201) throw new Error(`${call} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return response;
}

/**
 * Submits the idea as a new browser and generates every kind through the API in the order a founder
 * would: business plan, pitch deck, the model's defaults, the model from them (no assumptions sent),
 * market research; then reads the idea again (its analysis, locale and out-of-date documents).
 */
export async function answerCorpusIdea(app: INestApplication, { submission, expected }: CorpusIdea, pass: LocalePass): Promise<AnsweredIdea> {
  const cookie = `founder_owner=${randomUUID()}`;
  const call = async (method: 'get' | 'post', path: string, body?: object) => {
    const test = request(app)[method](path).set('cookie', cookie);
    return answered(await (body === undefined ? test : test.send(body)), `${method.toUpperCase()} ${path}`);
  };
  const locale = pass === 'chosen' ? { currency: expected.currency, country: expected.country } : {};
  const { id } = (await call('post', '/api/startup-ideas', { ...submission, ...locale })).body as StartupIdea;
  const base = `/api/startup-ideas/${id}`;
  const plan = await call('post', `${base}/business-plan`);
  const deck = await call('post', `${base}/pitch-deck`);
  const defaults = await call('get', `${base}/financial-model/defaults`);
  const model = await call('post', `${base}/financial-model`, { industry: submission.industry, stage: submission.stage });
  const research = await call('post', `${base}/market-research`, {
    industry: submission.industry,
    description: submission.description,
    targetMarket: submission.targetMarket,
    problemStatement: submission.problemStatement,
  });
  const idea = await call('get', `/api/ideas/${id}`);
  const provider = (response: Response) => response.headers[GENERATION_PROVIDER_HEADER] as GenerationProvider;
  return {
    answers: { idea: idea.body, plan: plan.body, deck: deck.body, defaults: defaults.body, model: model.body, research: research.body },
    providers: { 'business-plan': provider(plan), 'pitch-deck': provider(deck), 'market-research': provider(research) },
  };
}
