import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Strings that only the flow viewer and its publisher contain (src/dev/flows).
const viewerMarkers = ['herd-flows', 'elk-worker', 'flows.take.', 'Statechart: '];

test('production bundles contain neither the flow viewer nor its publisher', () => {
  const dir = join(import.meta.dirname, '..', 'dist', 'client');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(js|html)$/.test(name),
  );
  expect(files.length).toBeGreaterThan(0);
  const found = files.flatMap((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return viewerMarkers.filter((marker) => text.includes(marker)).map((m) => `${name}: ${m}`);
  });
  expect(found).toEqual([]);
});

test('/dev/flows is an unknown page in production', async ({ page }) => {
  await page.goto('/dev/flows');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('404 Not Found')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Statechart/ })).toHaveCount(0);
});
