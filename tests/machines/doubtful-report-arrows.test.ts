import { doubtfulReportToasts } from '@machines/upload/report-toasts';
import { uploadMachine } from '@machines/upload/upload.machine';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { arrowLabel } from '../../scripts/lib/diagrams/arrow-labels';
import { drawnTransitions } from '../../scripts/lib/diagrams/mermaid-chart';

// A reading that failed, or a document that is not a genetic report, is never "Processed
// Successfully" (issue 23): the diagrams must not say so either on the arrows that lead there.
const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes),
];
const arrows = allNodes(uploadMachine.root).flatMap((node) => drawnTransitions(node));
const intoDoubtful = arrows.filter((arrow) =>
  (arrow.target ?? []).some((target) => (target as AnyStateNode).key === 'doubtful'),
);
const intoSuccessFromAnswer = arrows.filter(
  (arrow) =>
    ['sending', 'checking'].includes(arrow.source.key) &&
    arrow.eventType.startsWith('xstate.done.actor') &&
    (arrow.target ?? []).some((target) => (target as AnyStateNode).key === 'success'),
);

describe('the arrows into "doubtful"', () => {
  it('exist: an upload answered at once and a job read later', () => {
    expect(intoDoubtful.length).toBeGreaterThanOrEqual(2);
  });

  it.each(intoDoubtful.map((arrow) => [arrow.source.id, arrow] as const))(
    'from %s names the doubtful toasts, never "Report Processed Successfully"',
    (_, arrow) => {
      const shown = arrowLabel(arrow)
        .messages.map((message) => message.full)
        .join(' ');
      expect(shown).toContain(doubtfulReportToasts.unreadable.title.defaultMessage);
      expect(shown).toContain(doubtfulReportToasts.notReport.title.defaultMessage);
      expect(shown).not.toContain('Report Processed Successfully');
    },
  );
});

describe('the arrows of a good read into "success"', () => {
  it.each(intoSuccessFromAnswer.map((arrow) => [arrow.source.id, arrow] as const))(
    'from %s says "Report Processed Successfully"',
    (_, arrow) => {
      const shown = arrowLabel(arrow)
        .messages.map((message) => message.full)
        .join(' ');
      expect(shown).toContain('Report Processed Successfully');
    },
  );
});
