import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSelectedIdea, expectToast } from './support/ideas';

/** What a styled Mantine button looks like, read off the page: UnstyledButton's reset would wipe each of these. */
function buttonLook(button: Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      backgroundColor: style.backgroundColor,
      paddingLeft: style.paddingLeft,
      borderRadius: style.borderRadius,
      height: style.height,
      fontSize: style.fontSize,
    };
  });
}

/** The look of every button before the page's first toast, then checks each looks the same with the toast shown. */
async function keepsItsLook(page: Page, buttons: Locator[], showToast: () => Promise<void>): Promise<void> {
  const before = await Promise.all(buttons.map(buttonLook));
  // A styled button has a background or a padding: the reset would take both away.
  for (const look of before) expect(look.backgroundColor !== 'rgba(0, 0, 0, 0)' || look.paddingLeft !== '0px').toBe(true);
  await showToast();
  expect(await Promise.all(buttons.map(buttonLook))).toEqual(before);
}

// Issue 29 item 1: the first toast loaded the shell's toast chunk, whose copy of Mantine's
// UnstyledButton reset came after the page's Button rules and stripped every button's style.
test.describe('the first toast on a page leaves every button as it was', () => {
  test('/business-plan (mfe-ideas): the idea header, the generator and the shell header', async ({ page }) => {
    await createSelectedIdea(page);
    await page.clock.install();
    await page.goto('/business-plan');
    const generate = page.getByRole('button', { name: 'Generate Business Plan' });
    await expect(generate).toBeEnabled();
    const buttons = [page.getByRole('button', { name: 'Change idea' }), page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Launch App' })];
    await keepsItsLook(page, buttons, async () => {
      await generate.click();
      await page.clock.fastForward(15_000);
      await expectToast(page, 'Business plan generated successfully!');
    });
    // The plan's own buttons, drawn after the toast, are styled too.
    const regenerate = page.getByRole('button', { name: 'Regenerate Plan' });
    expect((await buttonLook(regenerate)).paddingLeft).not.toBe('0px');
  });

  test('/waitlist (mfe-account): the log-in form', async ({ page }) => {
    await page.goto('/waitlist');
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(logIn).toBeVisible();
    await keepsItsLook(page, [logIn], async () => {
      await page.getByRole('button', { name: 'Forgot password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.getByLabel('Email').fill('nobody-styles@example.com');
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      await expectToast(page, 'Check your email');
    });
  });
});
