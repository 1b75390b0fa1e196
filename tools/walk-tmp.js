const { chromium } = require('@playwright/test');
const base = 'http://localhost:7200';
const idea = {
  name: 'Wanjiru Kamau', email: `wanjiru-${Date.now()}@example.com`,
  ideaTitle: 'BaridiBox – solar milk-cooling units for Kenyan dairy cooperatives',
  description: "BaridiBox leases solar-powered milk-cooling units to dairy cooperatives in Kenya's Rift Valley. Pilots have been running since March with two cooperatives near Nakuru, where rejected milk fell from about 18% to under 3%.",
  industry: 'Sustainability', stage: 'Beta Testing', targetMarket: 'B2B (Business to Business)',
  problemStatement: 'Evening milk waits up to ten hours without cooling, and cooperatives lose a large share of it to rejection at the processor.',
  solutionApproach: 'Solar-powered cooling units with an ice battery, installed at collection points and leased per unit.',
  competitiveAdvantage: 'We designed the unit with cooperative managers in Nakuru, and it runs entirely off-grid.',
  revenueModel: 'Lease at KES 18,000 per cooling unit per month, covering installation and maintenance. Target: 150 units leased to 40 cooperatives by month 12.',
};
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const shot = (name) => page.screenshot({ path: `/work/scratch/shots/${name}.png`, fullPage: false });
  await page.goto(`${base}/submit-idea`);
  await page.getByRole('button', { name: 'Submit Your Idea' }).click();
  await page.getByLabel('Full Name').fill(idea.name);
  await page.getByLabel('Email Address').fill(idea.email);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Idea Title').fill(idea.ideaTitle);
  await page.getByLabel('Idea Description').fill(idea.description);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Industry').selectOption(idea.industry);
  await page.getByLabel('Current Stage').selectOption(idea.stage);
  await page.getByLabel('Target Market').selectOption(idea.targetMarket);
  await shot('01-wizard-step3');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Problem Statement').fill(idea.problemStatement);
  await page.getByLabel('Solution Approach').fill(idea.solutionApproach);
  await page.getByLabel(/Competitive Advantage/).fill(idea.competitiveAdvantage);
  await page.getByLabel(/Revenue Model/).fill(idea.revenueModel);
  await page.getByRole('button', { name: 'Submit for AI Analysis' }).click();
  await page.waitForURL('**/dashboard', { timeout: 20000 });
  await page.waitForTimeout(1500);
  await shot('02-dashboard');
  await page.goto(`${base}/business-plan`);
  await page.getByRole('button', { name: /Generate/ }).first().click();
  await page.waitForTimeout(20000);
  await page.waitForTimeout(1000);
  await shot('03-plan');
  await page.locator('#section-business-model').scrollIntoViewIfNeeded().catch(() => {});
  await page.screenshot({ path: '/work/scratch/shots/04-plan-business-model.png', fullPage: false });
  await page.goto(`${base}/pitch-deck`);
  await page.getByRole('button', { name: /Generate/ }).first().click();
  await page.waitForTimeout(4000);
  await shot('05-deck');
  await page.goto(`${base}/financial-modeling`);
  await page.waitForTimeout(2000);
  await shot('06-model-before');
  await page.getByRole('button', { name: /Generate/ }).first().click().catch(() => {});
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/work/scratch/shots/07-model.png', fullPage: true });
  await page.goto(`${base}/market-research`);
  await page.getByRole('button', { name: /Generate|Research/ }).first().click().catch(() => {});
  await page.waitForTimeout(6000);
  await page.screenshot({ path: '/work/scratch/shots/08-research.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${base}/financial-modeling`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/work/scratch/shots/09-model-phone.png', fullPage: true });
  await page.goto(`${base}/business-plan`);
  await page.waitForTimeout(2500);
  await shot('10-plan-phone');
  await browser.close();
})().catch((error) => { console.error(error); process.exit(1); });
