import { MARKET_RESEARCH_DOCUMENT } from '../market-research/market-research.kind';
import { PITCH_DECK_DOCUMENT } from '../pitch-deck/pitch-deck.kind';
import { llmResponseFormat } from '../idea-documents/writers/llm-response-format';

describe('the response format an LLM is asked with', () => {
  it('is the JSON schema of the requested parts, keyed by part id', () => {
    const format = llmResponseFormat(PITCH_DECK_DOCUMENT, ['team']);
    expect(format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'pitch_deck_team',
        strict: false,
        schema: {
          type: 'object',
          properties: {
            team: {
              type: 'object',
              properties: { content: { type: 'string', description: 'Slide text, bullets start with "• "' }, notes: { type: 'string', description: 'Speaker notes' } },
              required: ['content', 'notes'],
              additionalProperties: false,
            },
          },
          required: ['team'],
          additionalProperties: false,
        },
      },
    });
  });

  it("carries a structured part's bounds", () => {
    const { schema } = llmResponseFormat(MARKET_RESEARCH_DOCUMENT, ['competitors']).json_schema as unknown as { schema: { properties: { competitors: Record<string, unknown> } } };
    expect(schema.properties.competitors).toMatchObject({
      type: 'array',
      minItems: 2,
      maxItems: 8,
      items: { properties: { type: { enum: ['direct', 'indirect', 'substitute'] }, marketShare: { type: 'number', minimum: 0, maximum: 100 }, name: { minLength: 1, maxLength: 600 } } },
    });
  });
});
