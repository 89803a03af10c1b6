import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered container and fails with the rule ids and targets of every violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    // jsdom cannot compute colours; contrast is checked in the browser (e2e).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
