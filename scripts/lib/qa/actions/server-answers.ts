import { sessionRequest } from '../gherkin/given-lines';
import { line, quoted } from '../gherkin/lines';
import { sessionCheck } from '../oracle/session-rules';
import { type QaAction, type QaEvent, qaEvent } from '../qa-types';

/** The slow request a step lets the server answer: the session check, else the report upload. */
const sourceOf = (event: QaEvent): string =>
  event.request === 'session' ? sessionCheck : 'uploadReport';

/** The server finishes a request it was slow to answer (world.ts, `held`). */
export const serverAnswers: QaAction = {
  type: 'qa.serverAnswers',
  offers: (state) =>
    state.world.held
      .filter((src) => state.view.requests.includes(src))
      .map((src) =>
        src === sessionCheck
          ? qaEvent('qa.serverAnswers', { request: 'session' })
          : qaEvent('qa.serverAnswers'),
      ),
  perform: (step, event) => {
    const src = sourceOf(event);
    step.world = { ...step.world, held: step.world.held.filter((held) => held !== src) };
  },
  when: (event) =>
    event.request === 'session'
      ? 'the server answers the session check (GET /auth/me)'
      : 'the server finishes reading the report',
  steps: (event) => [
    line(
      `the server answers ${quoted(event.request === 'session' ? sessionRequest : uploadRequest)}`,
    ),
  ],
};

/** The upload of a report (docs/api.md). */
export const uploadRequest = 'POST /api/user/process-document';
