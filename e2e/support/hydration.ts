/**
 * Waits until React has attached its handlers to an element: a click before hydration does
 * nothing on these server-rendered pages (the button is there, its onClick is not yet).
 */
import { expect, type Locator } from '@playwright/test';

export async function waitForHandlers(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
}
