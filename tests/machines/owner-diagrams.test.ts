import { stepMessages } from '@contract/onboarding/step-messages';
import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, setup } from 'xstate';
import { mermaidBlocks, statesWithNoWayIn } from '../../scripts/lib/diagrams/diagram-structure';
import { machinePage } from '../../scripts/lib/diagrams/machine-page';
import { machineDocFiles } from '../../scripts/lib/machine-doc-files';

// Issue 29 item 4: the diagrams answer a product owner's questions.
const fileText = (path: string) => {
  const file = machineDocFiles().find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not generated`);
  return file.text;
};
const onboarding = fileText('docs/machines/onboarding.md');
const overview = fileText('docs/machines/overview.md');
const [story, full] = mermaidBlocks(onboarding) as [string, string];
const [overviewChart] = mermaidBlocks(overview) as [string];
const arrowLines = (chart: string) =>
  chart.split('\n').filter((line) => / (-->|-\.->)[ |]/.test(line));

describe.each(onboardingSteps.map((step) => [step.id, step] as const))(
  'a failed save of %s',
  (id, step) => {
    const title = english(stepMessages[step.id].failed.title);
    const description = english(
      stepMessages[step.id].failed.description ?? stepMessages[step.id].failed.title,
    );

    it('is an arrow of the onboarding story into a box beside the step, with its text', () => {
      const arrow = arrowLines(story).find((line) => line.includes(`f_${id}_failed`));
      expect(arrow).toContain(`f_${id} -->`);
      expect(arrow).toContain(`shows “${title}”`);
      const box = story.split('\n').find((line) => line.trim().startsWith(`f_${id}_failed[`));
      expect(box).toContain(`step ${step.number}`);
      expect(box).toContain(description);
    });

    it('is in the overview, its chart and its table', () => {
      expect(overviewChart).toContain(`f_${id} -->|"Next, not stored<br/>shows “${title}”"|`);
      const row = overview
        .split('\n')
        .find((line) => line.startsWith(`| ${step.number} | ${english(step.title)} |`));
      expect(row).toContain(`(“${title}” — ${description})`);
    });
  },
);

describe('the full onboarding diagram', () => {
  it('shows the step failure titles on the arrow of a save that was not stored', () => {
    const arrow = arrowLines(full).find((line) => line.includes('not stored'));
    for (const step of onboardingSteps)
      expect(arrow).toContain(`“${english(stepMessages[step.id].failed.title)}”`);
  });

  it('writes the "by address" and "resume here" arrows as one note', () => {
    expect(
      arrowLines(full).filter((line) => /by address, if reached|resume here/.test(line)),
    ).toEqual([]);
    const notes = full.match(/note right of/g) ?? [];
    expect(notes).toHaveLength(1);
    expect(full).toMatch(
      /by address, if reached \(anywhere in page\) → personalInfo, medicalCondition/,
    );
    expect(full).toMatch(/resume here → medicalCondition, medicalHistory, geneticReport/);
    expect(statesWithNoWayIn(full)).toEqual([]);
  });
});

describe('the overview', () => {
  it('has no two arrows with the same words from the same box', () => {
    const keys = arrowLines(overviewChart).map((line) => line.replace(/ (-->|-\.->) ?\w+$/, ''));
    const labelled = keys.filter((key) => key.includes('|'));
    expect(new Set(labelled).size).toBe(labelled.length);
    expect(overviewChart.match(/opens \/auth"/g)).toHaveLength(1);
  });

  it('leads an unfinished onboarding to one note naming every step it can resume at', () => {
    expect(overviewChart).toContain('entering -->|"onboarding not complete"| resume');
    expect(overviewChart).toMatch(/resume\(\[".*step 1, 2, 3, 4 or 5"\]\)/);
  });

  it('names no internal state in its table', () => {
    const table = overview.slice(overview.indexOf('## The steps'));
    expect(table).not.toMatch(/onboarding_|_active_|f_\w+|notServed/);
    expect(table).toContain('Service Not Available in Your State');
  });

  it('shows how signing in fails, with the message', () => {
    expect(overviewChart).toMatch(
      /p_auth_failed\[.*Sign in, then refused#58; “Authentication failed”/,
    );
  });
});

describe('a fan of identical arrows', () => {
  const page = (machine: AnyStateMachine) =>
    machinePage({ id: 'sample', file: 'x.ts', title: 'Sample', machine, parent: null });
  const fan = (withOtherWayIn: boolean) =>
    setup({}).createMachine({
      id: 'sample',
      initial: 'a',
      on: { 'file.selected': [{ target: '.a' }, { target: '.b' }, { target: '.c' }] },
      states: {
        a: { on: { 'step.back': 'b' } },
        b: { on: { 'step.back': 'c' } },
        c: withOtherWayIn ? { on: { 'step.back': 'a' } } : {},
      },
    });

  it('becomes one note when every state it leads to has another way in', () => {
    const [chart = ''] = mermaidBlocks(page(fan(true)));
    expect(chart).not.toContain(': file chosen');
    expect(chart).toContain('note right of s_sample_a');
    expect(chart).toContain('file chosen (anywhere in sample) → a, b, c');
    expect(statesWithNoWayIn(chart)).toEqual([]);
  });

  it('stays drawn when one of its states has no other way in', () => {
    const machine = setup({}).createMachine({
      id: 'sample',
      initial: 'a',
      on: { 'file.selected': [{ target: '.b' }, { target: '.c' }, { target: '.d' }] },
      states: { a: {}, b: {}, c: {}, d: {} },
    });
    const [chart = ''] = mermaidBlocks(page(machine));
    expect(chart).not.toContain('note right of');
    expect(chart.match(/: file chosen/g)).toHaveLength(3);
  });
});
