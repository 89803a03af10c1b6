import { When } from './fixtures';

/**
 * The browser's Back or Forward button: the address changes without a page load and without a
 * click on the page, so it also happens while a dialog covers the page.
 */
When(
  "the browser's Back or Forward changes the address to {string}",
  async ({ page }, url: string) => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  },
);
