import { ownsIdea } from './owns-idea';

const browser = '6f1c2b9e-8a4d-4c3e-9b2a-1d2e3f4a5b6c';
const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('ownsIdea', () => {
  it('gives a browser idea to its browser, signed in or not', () => {
    const idea = { ownerUserId: null, ownerBrowserId: browser };
    expect(ownsIdea({ userId: null, browserId: browser }, idea)).toBe(true);
    expect(ownsIdea({ userId: 5, browserId: browser }, idea)).toBe(true);
    expect(ownsIdea({ userId: null, browserId: other }, idea)).toBe(false);
    expect(ownsIdea({ userId: null, browserId: null }, idea)).toBe(false);
  });

  it('gives a user idea to its user only, not to the browser that once held it', () => {
    const idea = { ownerUserId: 5, ownerBrowserId: browser };
    expect(ownsIdea({ userId: 5, browserId: null }, idea)).toBe(true);
    expect(ownsIdea({ userId: null, browserId: browser }, idea)).toBe(false);
    expect(ownsIdea({ userId: 6, browserId: browser }, idea)).toBe(false);
  });
});
