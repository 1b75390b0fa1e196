import { z } from 'zod';

/**
 * The parts of the business plan and the pitch deck: text. Their word bounds (GENERATED_TEXT_WORDS)
 * hold for generated text only (a saved edit may be shorter, a slide's notes empty), so the service
 * checks them beside these schemas, with the figures a part must print.
 */
const TEXT_MESSAGE = 'is not a non-empty string';

export const PLAN_SECTION_SCHEMA = z.string({ error: TEXT_MESSAGE }).describe('Plain text paragraphs');

export const PITCH_SLIDE_SCHEMA = z.object(
  {
    content: z.string({ error: TEXT_MESSAGE }).describe('Slide text, bullets start with "• "'),
    notes: z.string({ error: TEXT_MESSAGE }).describe('Speaker notes'),
  },
  { error: 'is not an object with content and notes' },
);
