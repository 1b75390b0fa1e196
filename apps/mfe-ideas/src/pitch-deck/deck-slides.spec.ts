import { PITCH_SLIDE_IDS, type PitchDeckContent } from '@founder/contracts';
import { documentCompletion } from '../idea-documents/document-progress';
import { canPresent, deckSlidesOf, DECK_ESTIMATED_DURATION, missingSlidePlaceholder } from './deck-slides';

const fullDeck = Object.fromEntries(PITCH_SLIDE_IDS.map((id) => [id, { content: `Content ${id}`, notes: `Notes ${id}` }])) as PitchDeckContent;

describe('deckSlidesOf', () => {
  it('gives 10 numbered empty drafts before generation, which cannot be presented', () => {
    const slides = deckSlidesOf({ pitchDeck: null, pitchDeckStatus: null });
    expect(slides.map((slide) => [slide.slideNumber, slide.id, slide.status])).toEqual(PITCH_SLIDE_IDS.map((id, index) => [index + 1, id, 'draft']));
    expect(slides[0].title).toBe('Company Name');
    expect(slides[9].title).toBe('Thank You');
    expect(canPresent(slides)).toBe(false);
    expect(documentCompletion(slides)).toBe(0);
  });

  it('takes the content and notes of a generated deck', () => {
    const slides = deckSlidesOf({ pitchDeck: fullDeck, pitchDeckStatus: { team: 'edited' } });
    expect(slides[6]).toMatchObject({ id: 'team', content: 'Content team', speakerNotes: 'Notes team', status: 'edited', layout: 'image-text' });
    expect(slides[1].status).toBe('generated');
    expect(canPresent(slides)).toBe(true);
    expect(documentCompletion(slides)).toBe(100);
  });

  it('fills a missing slide, or a missing part of one, with the placeholder', () => {
    const { traction: _missing, ...partial } = fullDeck;
    const slides = deckSlidesOf({ pitchDeck: { ...partial, market: { content: 'Big market', notes: '' } } as PitchDeckContent, pitchDeckStatus: null });
    expect(slides[5]).toMatchObject({ content: 'Content for the Traction slide...', speakerNotes: 'Speaker notes for the Traction slide...' });
    expect(slides[3]).toMatchObject({ content: 'Big market', speakerNotes: 'Speaker notes for the Market Opportunity slide...' });
    expect(missingSlidePlaceholder('Team')).toEqual({ content: 'Content for the Team slide...', notes: 'Speaker notes for the Team slide...' });
  });

  it('estimates 10 minutes', () => {
    expect(DECK_ESTIMATED_DURATION).toBe('10min');
  });
});

describe('canPresent', () => {
  it('needs one slide with content', () => {
    const drafts = deckSlidesOf({ pitchDeck: null, pitchDeckStatus: null });
    expect(canPresent([...drafts.slice(1), { ...drafts[0], content: 'Acme' }])).toBe(true);
    expect(canPresent([{ ...drafts[0], content: '   ' }])).toBe(false);
  });
});
