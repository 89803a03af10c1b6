import type { QaPath } from './qa-path';

/** How the QA paths differ from those of another commit (`npm run paths -- --diff REF`). */
export interface PathDiff {
  appeared: QaPath[];
  vanished: QaPath[];
  changed: Array<{ id: string; changes: string[] }>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs between two versions of one path, in words (the first step that differs). */
function changesOf(before: QaPath, after: QaPath): string[] {
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`title: "${before.title}" -> "${after.title}"`);
  if (before.given.id !== after.given.id) {
    changes.push(`given: ${before.given.id} -> ${after.given.id}`);
  }
  if (before.steps.length !== after.steps.length) {
    changes.push(`steps: ${before.steps.length} -> ${after.steps.length}`);
  }
  const count = Math.min(before.steps.length, after.steps.length);
  for (let index = 0; index < count; index += 1) {
    const was = before.steps[index];
    const now = after.steps[index];
    if (!was || !now) continue;
    if (!same(was.event, now.event)) {
      changes.push(`step ${index + 1}: "${was.when}" -> "${now.when}"`);
      break;
    }
    if (!same(was.then, now.then)) {
      changes.push(`step ${index + 1} (${now.when}): checks ${JSON.stringify(now.then)}`);
      break;
    }
  }
  return changes;
}

export function diffPaths(before: QaPath[], after: QaPath[]): PathDiff {
  const beforeById = new Map(before.map((path) => [path.id, path]));
  const afterIds = new Set(after.map((path) => path.id));
  return {
    appeared: after.filter((path) => !beforeById.has(path.id)),
    vanished: before.filter((path) => !afterIds.has(path.id)),
    changed: after.flatMap((path) => {
      const was = beforeById.get(path.id);
      const changes = was ? changesOf(was, path) : [];
      return changes.length > 0 ? [{ id: path.id, changes }] : [];
    }),
  };
}

export function diffText(ref: string, diff: PathDiff): string {
  const lines = [
    `# QA paths against ${ref}: ${diff.appeared.length} appeared, ${diff.vanished.length} vanished, ${diff.changed.length} changed`,
    '',
    ...diff.appeared.map((path) => `+ ${path.id}: ${path.title}`),
    ...diff.vanished.map((path) => `- ${path.id}: ${path.title}`),
    ...diff.changed.flatMap(({ id, changes }) => [
      `~ ${id}`,
      ...changes.map((change) => `    ${change}`),
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
