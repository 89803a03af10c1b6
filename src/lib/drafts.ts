/**
 * Unsaved answers of a form, kept in this tab's sessionStorage so a reload does not lose them.
 * sessionStorage (not localStorage): health data must not outlive the tab in clear text on a
 * shared computer. Drafts are removed when the answers are saved and at logout.
 */
const PREFIX = 'herd.draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of one form: the patient's, where it is (onboarding or Profile), which step. */
export function draftKey(email: string, mode: 'onboarding' | 'profile', step: string): string {
  return `${email}:${mode}:${step}`;
}

export function readDraft<T>(key: string): T | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the draft, never the form.
  }
}

export function forgetDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

export function forgetAllDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

/** Object keys in one order, so two answers compare by content, not by how they were built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/** Whether two sets of answers hold the same values (keys in any order; list order counts). */
export function sameAnswers(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
