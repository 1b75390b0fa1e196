import { expect, test, type Page } from '@playwright/test';
import { IDEA_PATHS, type PitchSlideEdit, type StartupIdea } from '@founder/contracts';
import { createSelectedIdea } from './support/ideas';

const TYPED_LINES = 'Night nurses skip one meal in three\nNo planner follows a rotating roster\nGroceries arrive after the shift starts';
const LONG_NOTES = Array.from({ length: 30 }, (_, index) => `Note ${index + 1}: pause, then tell the story of Maria, a night nurse in Leeds.`).join('\n');

/** An idea with a generated deck whose Problem slide has lines typed without bullets and long notes. */
async function ideaWithEditedDeck(page: Page): Promise<StartupIdea> {
  const idea = await createSelectedIdea(page);
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
  const edit: PitchSlideEdit = { content: TYPED_LINES, notes: LONG_NOTES };
  expect((await page.request.put(IDEA_PATHS.documentPart(idea.id, 'pitch-deck', 'problem'), { data: edit })).status()).toBe(200);
  return idea;
}

test.describe('presenting the deck', () => {
  test('keys of presentation software, and the first slide unless started from a slide', async ({ page }) => {
    await ideaWithEditedDeck(page);
    await page.goto('/pitch-deck');
    await page.getByRole('button', { name: 'Slide 4: Market Opportunity' }).click();

    await page.getByRole('button', { name: 'Present', exact: true }).click();
    const presentation = page.getByRole('dialog', { name: 'Presentation' });
    const counter = presentation.getByTestId('slide-counter');
    await expect(counter).toHaveText('Slide 1 of 10');
    for (const [key, expected] of [
      ['Space', 2],
      ['PageDown', 3],
      ['ArrowDown', 4],
      ['PageUp', 3],
      ['Shift+Space', 2],
      ['End', 10],
      ['Space', 10],
      ['Home', 1],
      ['PageUp', 1],
    ] as const) {
      await page.keyboard.press(key);
      await expect(counter).toHaveText(`Slide ${expected} of 10`);
    }
    await page.keyboard.press('Escape');
    await expect(presentation).toHaveCount(0);

    await page.getByRole('button', { name: 'Present from slide 4' }).click();
    await expect(counter).toHaveText('Slide 4 of 10');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await expect(counter).toHaveText('Slide 1 of 10');
  });

  test('lines typed without bullets stay lines in the editor and the presenter', async ({ page }) => {
    await ideaWithEditedDeck(page);
    await page.goto('/pitch-deck');
    await page.getByRole('button', { name: 'Slide 2: Problem' }).click();
    const expected = TYPED_LINES.split('\n');
    const editorSlide = page.locator('[data-slide="problem"]').last();
    await expect(editorSlide.locator('[data-line="text"]')).toHaveText(expected);

    await page.getByRole('button', { name: 'Present from slide 2' }).click();
    const presentation = page.getByRole('dialog', { name: 'Presentation' });
    await expect(presentation.locator('[data-slide="problem"] [data-line="text"]')).toHaveText(expected);
  });

  for (const [width, height] of [
    [375, 667],
    [667, 375],
  ]) {
    test(`on a phone (${width} x ${height}) the speaker notes scroll instead of being cut off`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await ideaWithEditedDeck(page);
      await page.goto('/pitch-deck');
      await page.getByRole('button', { name: 'Present', exact: true }).click();
      const presentation = page.getByRole('dialog', { name: 'Presentation' });
      await page.keyboard.press('ArrowRight');
      await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 2 of 10');

      const notes = presentation.getByRole('region', { name: 'Speaker notes' });
      const box = (await notes.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      await expect(presentation.getByRole('button', { name: 'Next' })).toBeInViewport({ ratio: 1 });
      const sizes = await notes.evaluate((element) => ({ scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
      expect(sizes.scrollHeight).toBeGreaterThan(sizes.clientHeight);

      await notes.hover();
      await page.mouse.wheel(0, 10_000);
      await expect.poll(() => notes.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1)).toBe(true);
      await expect(notes.getByText('Note 30: pause')).toBeInViewport();
    });
  }
});
