/** Issue 16: the app tried as a new user would. Steps shared by new-user.e2e.test.ts. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens the sign-in modal and tries an email and password; returns the inline error. */
export async function signInError(page: Page, url: string, email: string, password: string): Promise<string> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  const alert = dialog.getByRole('alert');
  await alert.waitFor({ timeout: 15_000 });
  return alert.innerText();
}

/**
 * 'Forgot password?' end to end: Cognito ForgotPassword (cognito-local), the code read from the
 * local mailbox page in a second tab, ConfirmForgotPassword with a new password, then signed in.
 */
export async function resetPasswordThroughMailbox(page: Page, url: string, email: string, newPassword: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText(`If an account exists for ${email}`).waitFor({ timeout: 15_000 });
  const mailboxLink = dialog.getByRole('link', { name: 'local mailbox' });
  const mailboxUrl = await mailboxLink.getAttribute('href');
  expect(mailboxUrl).toBe(`${url}/local-mailbox`);

  const mailbox = await page.context().newPage();
  await mailbox.goto(`${mailboxUrl}?to=${encodeURIComponent(email)}`);
  const code = (await mailbox.getByTestId('code').first().innerText()).trim();
  expect(code).toMatch(/^\d{6}$/);
  await mailbox.close();

  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Opens a builder by its address (on a phone the sidebar is folded away). */
export async function openMode(page: Page, path: '/backtest/spreads' | '/backtest/covered'): Promise<void> {
  await page.goto(new URL(path, page.url()).toString());
  await page.getByRole('button', { name: 'Run Backtest' }).first().waitFor();
  // The once-per-mode paywall of a free user can take a few seconds on a busy machine: wait for it.
  const later = page.getByRole('button', { name: 'Maybe later' });
  await later.waitFor({ state: 'visible', timeout: 8000 }).then(() => later.click(), () => undefined);
  await later.waitFor({ state: 'detached', timeout: 5000 });
}

/** Types into a number field and leaves it; the field must keep exactly what was typed. */
export async function typeAndKeep(page: Page, name: string | RegExp, typed: string): Promise<void> {
  const field = page.getByRole('spinbutton', { name });
  await field.fill(typed);
  await field.blur();
  expect(await field.inputValue()).toBe(typed);
}

export async function bannerText(page: Page): Promise<string> {
  const banner = page.locator('.bt-error[role="alert"]');
  await banner.waitFor({ timeout: 10_000 });
  return banner.innerText();
}

/**
 * Issue 16, a folded card: overwrites a number field with `typed` (text the form cannot hold),
 * folds the field's card (its body unmounts), checks that the folded card names the blank field,
 * that a Run is refused (the error is dismissed first, so the banner seen is the new refusal),
 * and that reopened, the field is blank again with 'Required'. Leaves the card open.
 */
export async function foldKeepsBlank(page: Page, card: string, field: string, typed: string): Promise<void> {
  const input = page.getByRole('spinbutton', { name: field });
  await input.selectText();
  await input.press(typed);
  expect(await input.inputValue()).toBe('');
  await page.getByText('Required', { exact: true }).waitFor();
  const region = page.getByRole('region', { name: card });
  const toggle = region.getByRole('button', { name: card });
  await toggle.click();
  await region.getByText(`Left blank, so Run is blocked: ${field}`).waitFor();
  expect(await input.count()).toBe(0);
  const dismiss = page.locator('.bt-error').getByRole('button', { name: 'Dismiss error' });
  if (await dismiss.count()) await dismiss.click();
  await page.getByRole('button', { name: 'Run Backtest' }).first().click();
  expect(await bannerText(page)).toContain(`${field} is required`);
  await toggle.click();
  expect(await input.inputValue()).toBe('');
  await page.getByText('Required', { exact: true }).waitFor();
  expect(await region.getByText('Left blank').count()).toBe(0);
}
