import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/idp/demoAccounts.ts';

/** Debian's Chromium, headless, as the browser suite and the bench drive it (no test runner needed here). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });

/** Types the credentials and presses Sign in, without waiting for the outcome. */
export const fillLogin = async (page: Page, email: string, password: string) => {
  await page.getByLabel('User name (e-mail)').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Signs in through the login page as a person would, and waits until the login page is gone. */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'detached' });
};
