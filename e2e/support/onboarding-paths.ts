import { readFileSync } from 'node:fs';
import { type Given, givens } from '../../scripts/lib/qa/givens';
import type { QaDocument } from '../../scripts/lib/qa/qa-document';
import type { QaPath } from '../../scripts/lib/qa/qa-path';
import type { QaEvent } from '../../scripts/lib/qa/qa-types';

/**
 * The QA paths the statecharts generate (`npm run paths -- --write` writes qa/paths.json; the
 * model-based test keeps it current): every journey and dead end, replayed by
 * e2e/model-based.spec.ts in the browser.
 */
export const qaDocument = JSON.parse(
  readFileSync(new URL('../../qa/paths.json', import.meta.url), 'utf8'),
) as QaDocument;

export const qaPaths: QaPath[] = qaDocument.paths;

export type { Given, QaEvent, QaPath };

export function givenOf(path: QaPath): Given {
  const given = givens.find((candidate) => candidate.id === path.given.id);
  if (!given) throw new Error(`qa/paths.json names an unknown Given ${path.given.id}`);
  return given;
}

/** Whether a path lets time pass (its page then needs Playwright's clock). */
export const usesClock = (path: QaPath) => path.steps.some((step) => step.event.type === 'qa.wait');
