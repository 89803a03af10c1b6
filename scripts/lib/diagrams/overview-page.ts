import { stepMessages } from '@contract/onboarding/step-messages';
import { onboardingSteps } from '@contract/onboarding/steps';
import { english } from '@i18n/english';
import { appMachine } from '@machines/app/app.machine';
import { machineCatalogue } from '@machines/catalogue';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import { type RouteId, routeTable } from '@machines/routes/route-table';
import { signInMachine } from '@machines/sign-in/sign-in.machine';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../stately/machine-shape';
import { arrowLabel } from './arrow-labels';
import { addressOf, eventWords } from './plain-words';
import { machinesRunBy, pageOf } from './state-caption';
import { type FlowArrow, failureLines, flowArrowLine, flowSafe, stepFlow } from './step-flow';

/**
 * docs/machines/overview.md: sign up, the five steps with the branch, the dashboard. The pages
 * come from the route table, the steps from the step registry, every arrow from a machine.
 */

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes),
];

const pageNode = (node: AnyStateNode): AnyStateNode | null => {
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (pageOf(current)) return current;
  }
  return null;
};

/** The words of the arrows that lead into a state (how a request state is started). */
function waysInto(state: AnyStateNode): AnyTransitionDefinition[] {
  return allNodes(state.machine.root)
    .flatMap(transitionsOf)
    .filter((transition) => (transition.target ?? []).includes(state));
}

/** Every way to finish signing in: "Sign in, then password accepted", grouped by page. */
function signInArrows(entering: string): FlowArrow[] {
  return allNodes(signInMachine.root)
    .flatMap(transitionsOf)
    .filter((transition) => transition.target?.[0]?.type === 'final')
    .map((transition) => {
      const source = transition.source as AnyStateNode;
      const page = pageNode(source);
      if (!page) throw new Error(`${source.id} finishes signing in outside any page`);
      const started = waysInto(source).map((way) => arrowLabel(way).text);
      const finished = arrowLabel(transition);
      const text = [...started, finished.text].join(', then ');
      return { from: `p_${page.key}`, to: entering, label: { ...finished, text }, back: false };
    });
}

function enteringArrows(dashboard: string, firstStep: string): FlowArrow[] {
  const entering = appMachine.getStateNodeById('app.signedIn.area.entering');
  return (entering.always ?? []).map((transition) => {
    const target = transition.target?.[0] as AnyStateNode;
    const label = arrowLabel(transition);
    const toDashboard = target.key === 'dashboard';
    return {
      from: 'entering',
      to: toDashboard ? dashboard : firstStep,
      label,
      back: false,
    };
  });
}

/**
 * A visitor opens each sign-in page by its address; Google's return shares the sign-in page's
 * address, so it is drawn from the page that leaves for Google instead (one "opens /auth").
 */
function visitorArrows(pages: typeof routeTable): string[] {
  return pages.map((route) => {
    const first = pages.find((other) => other.path === route.path);
    if (first === route) return `  visitor -->|"opens ${flowSafe(route.path)}"| p_${route.id}`;
    const words = `${eventWords['auth.google.started']}, then Google sends the patient back to ${route.path}`;
    return `  p_${first?.id} -->|"${flowSafe(words)}"| p_${route.id}`;
  });
}

/** Every way signing in fails with a message, as one red box per page. */
function signInFailures(): { nodes: string[]; arrows: string[]; ids: string[] } {
  const byPage = new Map<string, string[]>();
  for (const transition of allNodes(signInMachine.root).flatMap(transitionsOf)) {
    if (!transition.eventType.startsWith('xstate.error.actor.')) continue;
    const source = transition.source as AnyStateNode;
    const page = pageNode(source);
    const label = arrowLabel(transition);
    // A page's own machine failing is no answer the patient meets.
    if (!page || label.messages.length === 0 || machinesRunBy(source).length > 0) continue;
    const started = waysInto(source).map((way) => arrowLabel(way).text);
    const line = `${[...started, label.text].join(', then ')}: ${label.messages.map((message) => message.short).join(' ')}`;
    byPage.set(page.key, [...(byPage.get(page.key) ?? []), line]);
  }
  const pages = [...byPage];
  return {
    ids: pages.map(([page]) => `p_${page}_failed`),
    nodes: pages.map(
      ([page, lines]) =>
        `  p_${page}_failed["${flowSafe(`Stays on the page, shows${'<br/>'}`)}${lines.map(flowSafe).join('<br/>')}"]`,
    ),
    arrows: pages.map(([page]) => `  p_${page} -->|"refused"| p_${page}_failed`),
  };
}

/** Where a patient who has not finished onboarding continues: one box, not one arrow per step. */
function resumeNote(firstStep: string): string[] {
  const resuming = onboardingMachine.getStateNodeById('onboarding.active.page.resuming');
  const steps = (resuming.always ?? []).flatMap((branch) => branch.target ?? []) as AnyStateNode[];
  const numbers = [
    ...new Set(steps.map((step) => onboardingSteps.find((s) => s.id === step.key)?.number)),
  ].sort();
  const last = numbers.pop();
  const words = `${resuming.description?.replace(/\.$/, '')}: step ${numbers.join(', ')} or ${last}`;
  return [`  resume(["${flowSafe(words)}"])`, `  resume -->|"nothing saved yet"| ${firstStep}`];
}

function dashboardCaption(): string {
  const pages = routeTable.filter((route) => route.area === 'dashboard');
  const home = pages[0]?.path ?? '';
  return `Dashboard<br/><i>${home}</i><br/>${pages.map((page) => english(page.title)).join(' · ')}`;
}

export function overviewChart(): string {
  const flow = stepFlow('dashboard');
  const failures = signInFailures();
  const signInPages = routeTable.filter((route) => route.area === 'signIn');
  const lines = [
    'flowchart TB',
    '  visitor(["A visitor"])',
    ...signInPages.map(
      (route) =>
        `  p_${route.id}["${flowSafe(`${english(route.title)}<br/><i>${addressOf(route.id as RouteId)}</i>`)}"]`,
    ),
    '  entering{"Onboarding complete?"}',
    ...flow.nodes.map((node) => `  ${node}`),
    `  dashboard["${flowSafe(dashboardCaption())}"]`,
    ...visitorArrows(signInPages),
    ...signInArrows('entering').map(flowArrowLine),
    ...enteringArrows('dashboard', 'resume').map(flowArrowLine),
    ...resumeNote(flow.firstStep),
    ...flow.arrows.map(flowArrowLine),
    ...failures.nodes,
    ...failures.arrows,
    ...failureLines(flow),
    `  class ${failures.ids.join(',')} failure`,
  ];
  return lines.join('\n');
}

function stepTable(): string[] {
  const flow = stepFlow('dashboard');
  const rows = onboardingSteps.map((step) => {
    const from = [...flow.arrows, ...flow.failures.map((failure) => failure.arrow)].filter(
      (arrow) => arrow.from === `f_${step.id}` && !arrow.back,
    );
    const next = from
      .map((arrow) => {
        const messages = arrow.label.messages.map((message) => message.full).join(' ');
        const to = flow.names.get(arrow.to) ?? 'the dashboard';
        return `${arrow.label.text} → ${to}${messages ? ` (${messages})` : ''}`;
      })
      .join('; ');
    return `| ${step.number} | ${english(step.title)} | \`${step.path}\` | ${english(stepMessages[step.id].text)} | ${next} |`;
  });
  return [
    '| Step | Title | Address | What the patient is asked | What happens next |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

export function overviewPage(): string {
  return [
    '# How a patient moves through herd Health',
    '',
    '<!-- Generated by `npm run machines:docs` from the step registry, the route table and the machines; do not edit by hand. -->',
    '',
    'A visitor signs up or signs in, answers the onboarding steps (the medical checklist only when there is no genetic report), books an appointment, and lands on the dashboard. A patient who comes back continues at the first step whose answers were never saved; one who finished goes straight to the dashboard. Arrows say what the patient does or what happens; “shows” gives the message the patient sees. Dashed arrows are Back.',
    '',
    '```mermaid',
    overviewChart(),
    '```',
    '',
    '## The steps',
    '',
    ...stepTable(),
    '',
    `Each machine has its own page with every state and arrow: ${machineCatalogue.map((entry) => `[${entry.title}](${entry.id}.md)`).join(', ')}.`,
    '',
  ].join('\n');
}
