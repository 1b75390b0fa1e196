import { ApiError } from '@founder/api-client';
import { documentToasts } from '../idea-documents/document-toasts';
import { DECK_VIEW } from './deck-view';

const withMessage = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"ideaTitle must be at most 120 characters"}');
const withoutMessage = new ApiError(500, 'Internal Server Error', '');
const deck = documentToasts(DECK_VIEW);

describe('the toasts of the pitch deck (spec section 8)', () => {
  it('announce success in the spec words', () => {
    expect(deck.generated).toEqual({ title: 'Pitch deck generated successfully!', description: 'Your investor presentation is ready for review.' });
    expect(deck.partUpdated).toEqual({ title: 'Slide updated', description: 'Your changes have been saved.' });
  });

  it('report failures destructively with the server message, else the spec fallback', () => {
    expect(deck.generateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to generate pitch deck', variant: 'destructive' });
    expect(deck.generateFailure(withMessage).description).toBe('ideaTitle must be at most 120 characters');
  });

  it('name the regenerated slide, and its failure', () => {
    expect(deck.partRegenerated('Team')).toEqual({ title: 'Slide regenerated', description: 'The Team slide has a fresh draft.' });
    expect(deck.partRegenerateFailure(withoutMessage)).toEqual({ title: 'Generation failed', description: 'Failed to regenerate slide', variant: 'destructive' });
  });
});
