import { expect, type Page, test } from '@playwright/test';
import { strings } from '#app/strings/index.ts';
import { waitForLiveFooter } from './support/footer.ts';
import { waitForRouteModules } from './support/hydration.ts';

// The footer newsletter box against the real server: the email check, the subscribe and unsubscribe calls and their messages.

const copy = strings.layout.newsletter;

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForRouteModules(page);
  await page.waitForLoadState('networkidle');
  await waitForLiveFooter(page);
}

/** A new address each run, so the server has never seen it. */
function freshEmail(label: string): string {
  return `news-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function newsletterBox(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    email: footer.getByLabel(copy.emailLabel),
    submit: footer.locator('form').getByRole('button'),
    message: footer.getByRole('status'),
    mode: (name: string) => footer.getByRole('group', { name: copy.modeLabel }).getByRole('button', { name }),
  };
}

test('an invalid email shows its message and sends nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/')) sent.push(request.url());
  });
  await open(page, '/');
  const box = newsletterBox(page);
  await box.email.fill('rahim@example');
  await box.submit.click();
  await expect(box.message).toHaveText(copy.invalidEmail);
  await expect(box.email).toHaveValue('rahim@example');
  expect(sent).toEqual([]);
});

test('subscribes, says so and clears the email; the same email again is already subscribed; this browser can then unsubscribe', async ({ page }, testInfo) => {
  const email = freshEmail(testInfo.project.name);
  await open(page, '/');
  const box = newsletterBox(page);

  await box.email.fill(email);
  await box.submit.click();
  await expect(box.message).toHaveText(copy.subscribed);
  await expect(box.email).toHaveValue('');
  // The success message goes away after 5 s.
  await expect(box.message).toHaveText('', { timeout: 8000 });

  await box.email.fill(email.toUpperCase());
  await box.submit.click();
  await expect(box.message).toHaveText(copy.alreadySubscribed);
  await expect(box.email).toHaveValue(email.toUpperCase());

  // The token from the subscription is remembered, so Unsubscribe needs no mail.
  await box.mode(copy.unsubscribe).click();
  await box.email.fill(email);
  await box.submit.click();
  await expect(box.message).toHaveText(copy.unsubscribed);
});

test('the mailed unsubscribe link opens the form filled in, and unsubscribing works', async ({ page }, testInfo) => {
  const email = freshEmail(`link-${testInfo.project.name}`);
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email, source: 'e2e' } });
  expect(subscribed.status()).toBe(201);
  const token = ((await subscribed.json()) as { data: { unsubscribe_token: string } }).data.unsubscribe_token;

  await open(page, `/?${new URLSearchParams({ newsletter: 'unsubscribe', email, token }).toString()}#newsletter`);
  const box = newsletterBox(page);
  await expect(box.mode(copy.unsubscribe)).toHaveAttribute('aria-pressed', 'true');
  await expect(box.email).toHaveValue(email);
  await expect(box.email).toBeInViewport();
  await box.submit.click();
  await expect(box.message).toHaveText(copy.unsubscribed);

  // Only the mailed token unsubscribes: a tampered one is refused.
  const wrong = await page.request.post('/api/newsletter/unsubscribe', { data: { email, unsubscribe_token: `${token}x` } });
  expect(wrong.status()).toBe(422);
});
