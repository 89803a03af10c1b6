/** The dashboard home's lead line: it does not need the profile, so it paints before it. */
export const greetingLead = 'Here is an overview of your care with herd Health.';

/** The heading while the profile (the patient's first name) is still loading. */
export const pendingGreetingTitle = 'Welcome back';

export function greetingTitle(firstName: string | null | undefined): string {
  return `${pendingGreetingTitle}, ${firstName?.trim() || 'there'}`;
}
