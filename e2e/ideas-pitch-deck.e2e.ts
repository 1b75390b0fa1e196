import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { readFileSync } from 'node:fs';
import { createSelectedIdea, createShareLink, expectToast, openShareLinkAsVisitor, watchGeneration } from './support/ideas';
import { IDEA_PATHS } from '@founder/contracts';

test.describe('/pitch-deck', () => {
  test("without a selected idea: the empty state links to 'Business Plan First'", async ({ page }) => {
    await page.goto('/pitch-deck');
    await expect(page.getByRole('heading', { name: 'No Startup Idea Selected' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Business Plan First' })).toHaveAttribute('href', '/business-plan');
    await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit-idea');
    await expect(page.getByRole('heading', { name: "What You'll Get" })).toBeVisible();
  });

  test('generate the deck, edit a slide, reload and find it, then present it with the keyboard', async ({ page }) => {
    const idea = await createSelectedIdea(page);
    await page.clock.install();
    await page.goto('/pitch-deck');
    await expect(page.getByRole('tab', { name: 'Pitch Deck Generator' })).toBeVisible();
    await expect(page.getByText('Estimated duration 10min')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeDisabled();

    const generation = watchGeneration(page, 'pitch-deck', 'pitch deck');
    await page.getByRole('button', { name: 'Generate Pitch Deck' }).click();
    await expect(page.getByRole('heading', { name: 'Generating your pitch deck' })).toBeVisible();
    // The job is done at once (built-in); the deck shows only when the 8 s screen ends (the real seconds the test itself takes count too).
    await generation.runScreen({ partWayMs: 3_000, minPercent: 30, restMs: 5_000 });
    await expectToast(page, 'Pitch deck generated successfully!', 'Your investor presentation is ready for review.');
    await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeEnabled();
    await expect(page.locator('[data-slide="title"]').first()).toContainText(idea.ideaTitle);

    await page.getByRole('tab', { name: 'Deck Overview' }).click();
    await expect(page.getByText('10min', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open slide 2: Problem' }).click();
    await expect(page.getByRole('tab', { name: 'Slide Editor', selected: true })).toBeVisible();
    await expect(page.getByTestId('slide-status-problem')).toHaveText('Generated');

    await page.getByRole('button', { name: 'Edit slide Problem' }).click();
    await page.getByLabel('Slide content').fill('• Night nurses skip one meal in three\n• No planner follows a rotating roster');
    await page.getByLabel('Speaker notes').fill('Tell the story of Maria, a night nurse in Leeds.');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/pitch-deck/slides/problem'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Slide updated', 'Your changes have been saved.');
    await expect(page.getByTestId('slide-status-problem')).toHaveText('Edited');

    await page.reload();
    await page.getByRole('button', { name: 'Slide 2: Problem' }).click();
    await expect(page.getByTestId('slide-status-problem')).toHaveText('Edited');
    await expect(page.getByLabel('Speaker notes')).toContainText('Tell the story of Maria, a night nurse in Leeds.');
    await page.getByRole('button', { name: 'Slide 1: Company Name' }).click();

    await page.getByRole('button', { name: 'Present', exact: true }).click();
    const presentation = page.getByRole('dialog', { name: 'Presentation' });
    await expect(presentation).toBeVisible();
    await expect(presentation.getByRole('button', { name: 'Exit Presentation' })).toBeVisible();
    await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 1 of 10');
    await page.keyboard.press('ArrowLeft');
    await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 1 of 10');
    await expect(presentation.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 2 of 10');
    await expect(presentation.getByLabel('Speaker notes')).toContainText('Tell the story of Maria, a night nurse in Leeds.');
    await expect(presentation).toContainText('Night nurses skip one meal in three');
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowRight');
    await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 10 of 10');
    await expect(presentation.getByRole('button', { name: 'Next' })).toBeDisabled();
    await presentation.getByRole('button', { name: 'Previous' }).click();
    await expect(presentation.getByTestId('slide-counter')).toHaveText('Slide 9 of 10');
    await page.keyboard.press('Escape');
    await expect(presentation).toHaveCount(0);

    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.getByRole('button', { name: 'Exit Presentation' }).click();
    await expect(page.getByRole('dialog', { name: 'Presentation' })).toHaveCount(0);
  });

  test('download the deck as PPTX (with the title and speaker notes) and PDF, share it and revoke the link', async ({ page, browser }) => {
    const idea = await createSelectedIdea(page);
    expect((await page.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
    await page.goto('/pitch-deck');

    const pptxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PPTX' }).click();
    const pptx = await pptxDownload;
    expect(pptx.suggestedFilename()).toMatch(/-pitch-deck\.pptx$/);
    const zip = await JSZip.loadAsync(readFileSync(await pptx.path()));
    const slideFiles = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slideFiles).toHaveLength(10);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toContain(idea.ideaTitle);
    expect(Object.keys(zip.files).some((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))).toBe(true);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/-pitch-deck\.pdf$/);
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await createShareLink(page);
    const visitor = await openShareLinkAsVisitor(page, browser, 'pitch-deck', idea.ideaTitle);
    await visitor.getByRole('button', { name: 'Present', exact: true }).click();
    await expect(visitor.getByTestId('slide-counter')).toHaveText('Slide 1 of 10');
    await visitor.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Link revoked', 'The shared link no longer opens.');
    await visitor.reload();
    await expect(visitor.getByText('This shared link is no longer available')).toBeVisible();
    await visitor.context().close();
  });
});
