import { expect, test, type Page } from '@playwright/test';
import { openOnPausedClock, recordRequests } from './support/demo-clock';

const task = (page: Page, category: string) => page.locator(`[data-category="${category}"]`);
const insight = (page: Page, key: string) => page.locator(`[data-insight="${key}"]`);
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with the agent' });

async function send(page: Page, text: string, by: 'Enter' | 'button'): Promise<void> {
  await page.getByRole('textbox', { name: 'Message to the agent' }).fill(text);
  if (by === 'Enter') await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Send' }).click();
}

test('the autonomous demo goes from chat to Transformation Complete! and back, making no network call', async ({ page }) => {
  await openOnPausedClock(page, '/agentic');
  const requests = recordRequests(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autonomous AI Demo');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(conversation(page).getByRole('button', { name: 'Start Demo Transformation' })).toBeVisible();

  // 'Enter Custom Idea' takes the user to the message box.
  await conversation(page).getByRole('button', { name: 'Enter Custom Idea' }).click();
  await expect(page.getByRole('textbox', { name: 'Message to the agent' })).toBeFocused();

  // A message without demo, show or start: 'Agent is thinking...' for 1.5 s, then 'Start Demo'.
  await send(page, 'A marketplace for local farmers', 'Enter');
  await expect(conversation(page).getByText('A marketplace for local farmers')).toBeVisible();
  await expect(page.getByText('Agent is thinking...')).toBeVisible();
  await page.clock.runFor(1400);
  await expect(page.getByText('Agent is thinking...')).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByText('Agent is thinking...')).toHaveCount(0);
  await expect(conversation(page).getByRole('button', { name: 'Start Demo', exact: true })).toBeVisible();

  // Any case of demo, show or start: 'Begin Transformation'.
  await send(page, 'Can you SHOW me?', 'button');
  await page.clock.runFor(1500);
  const begin = conversation(page).getByRole('button', { name: 'Begin Transformation' });
  await expect(begin).toBeVisible();
  await begin.click();

  // Demo mode: five tasks ticking every 100 ms.
  await expect(page.getByRole('heading', { name: 'Autonomous Transformation in Progress' })).toBeVisible();
  await expect(page.getByText('Agent Active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Chat' })).toBeVisible();
  await expect(task(page, 'enhancement')).toHaveAttribute('data-status', 'in-progress');
  await expect(task(page, 'analysis')).toHaveAttribute('data-status', 'pending');

  // Enhancement (5 s): 30 % at 1.5 s stores nothing, 32 % at 1.6 s the partial insight; 72 % at 3.6 s the advanced one.
  await page.clock.runFor(1500);
  await expect(page.getByRole('progressbar', { name: 'Idea Enhancement progress' })).toHaveAttribute('aria-valuenow', '30');
  await expect(insight(page, 'enhancement:partial')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(insight(page, 'enhancement:partial')).toBeVisible();
  await page.clock.runFor(1900);
  await expect(page.getByRole('progressbar', { name: 'Idea Enhancement progress' })).toHaveAttribute('aria-valuenow', '70');
  await expect(insight(page, 'enhancement:advanced')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(insight(page, 'enhancement:advanced')).toBeVisible();

  // Complete at 5 s, then a 1 s pause before the analysis starts.
  await page.clock.runFor(1400);
  await expect(task(page, 'enhancement')).toHaveAttribute('data-status', 'completed');
  await page.clock.runFor(900);
  await expect(task(page, 'analysis')).toHaveAttribute('data-status', 'pending');
  await page.clock.runFor(100);
  await expect(task(page, 'analysis')).toHaveAttribute('data-status', 'in-progress');

  // The enhancement's results, in a modal.
  await page.getByRole('button', { name: 'View Results: Idea Enhancement' }).click();
  await expect(page.getByRole('dialog', { name: 'Enhanced Idea' })).toBeVisible();
  await page.getByRole('button', { name: 'Close results' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The rest of the run: analysis 8 s, business plan 15 s, pitch deck 10 s, financial 8 s, with 1 s pauses: 50 s in
  // all. 6 s have passed: 49.9 s is the last tick before the end.
  await page.clock.fastForward(43_900);
  await expect(task(page, 'financial')).toHaveAttribute('data-status', 'in-progress');
  await page.clock.fastForward(100);
  await expect(page.getByRole('heading', { name: 'Transformation Complete!' })).toBeVisible();
  await expect(page.getByText('Agent Active')).toHaveCount(0);
  await page.getByRole('button', { name: 'View Results: Financial Model' }).click();
  const financial = page.getByRole('dialog', { name: 'Financial Model' });
  for (const figure of ['$45', '$180', '5% monthly', '85%']) {
    await expect(financial.getByText(figure, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // Back to the chat, the conversation kept; a new run starts from nothing.
  await page.getByRole('button', { name: 'Start New Transformation' }).click();
  await expect(page.getByRole('heading', { name: 'Talk to the agent' })).toBeVisible();
  await expect(conversation(page).getByText('Can you SHOW me?')).toBeVisible();
  await conversation(page).getByRole('button', { name: 'Start Demo Transformation' }).click();
  await expect(page.getByRole('heading', { name: 'Autonomous Transformation in Progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Results/ })).toHaveCount(0);
  await expect(page.locator('[data-insight]')).toHaveCount(0);
  await expect(page.locator('[data-status="completed"]')).toHaveCount(0);

  // 'Back to Chat' leaves a run at any time.
  await page.clock.runFor(2000);
  await page.getByRole('button', { name: 'Back to Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Talk to the agent' })).toBeVisible();

  requests.expectNoApiOrForeignCall();
});
