import { expect, type Page } from '@playwright/test';

/** The one visible toast (spec 4: only one at a time). */
export class Toasts {
  constructor(private readonly page: Page) {}

  async see(title: string, description?: string): Promise<void> {
    await expect(this.page.getByText(title, { exact: true }).first()).toBeVisible();
    if (description) {
      await expect(this.page.getByText(description, { exact: true }).first()).toBeVisible();
    }
  }
}
