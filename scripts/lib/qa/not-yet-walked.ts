/**
 * Transitions and states no QA step walks yet, by machine. Empty since the language menu, Settings
 * opened again and the account deleted before onboarding is complete are walked (docs/qa.md,
 * "Issue 29 item 2: the language menu..."). The machine-level walks of qa/paths.json take every
 * transition listed here (the model-based test holds that). The list is exact: the model-based
 * test fails when another transition is left out, and when one listed here gets walked (then
 * delete it).
 */
export const notYetWalked: Record<string, { transitions: string[]; states: string[] }> = {};
