import { assign, setup } from 'xstate';
import type { RouteEvent } from '../routes/route-event';
import type { PolicyRouteId } from '../routes/route-table';

interface PolicyPageContext {
  /** The address that opened the machine. */
  route: RouteEvent | null;
  /** The page shown. */
  page: PolicyRouteId | null;
}

export const policyPageMachine = setup({
  types: {
    input: {} as { route: RouteEvent | null },
    context: {} as PolicyPageContext,
    events: {} as RouteEvent,
  },
  guards: {
    openedAt: ({ context }, params: { page: PolicyRouteId }) =>
      context.route?.to === `#${params.page}`,
    opens: ({ event }, params: { page: PolicyRouteId }) => event.to === `#${params.page}`,
  },
  actions: {
    showPage: assign((_, params: { page: PolicyRouteId }) => ({ page: params.page })),
  },
}).createMachine({
  id: 'policyPage',
  description:
    'Terms of Service and the Privacy Policy (issue 30, row 16): plain pages, read signed in or not.',
  context: ({ input }) => ({ route: input.route, page: null }),
  initial: 'opening',
  on: {
    'xstate.route': [
      { guard: { type: 'opens', params: { page: 'terms' } }, target: '.terms' },
      { guard: { type: 'opens', params: { page: 'privacy' } }, target: '.privacy' },
    ],
  },
  states: {
    opening: {
      description: 'Which page the address asked for.',
      always: [
        { guard: { type: 'openedAt', params: { page: 'privacy' } }, target: 'privacy' },
        { target: 'terms' },
      ],
    },
    terms: {
      id: 'terms',
      description: 'Terms of Service.',
      entry: { type: 'showPage', params: { page: 'terms' } },
    },
    privacy: {
      id: 'privacy',
      description: 'The Privacy Policy: what we keep, why, who sees it, for how long.',
      entry: { type: 'showPage', params: { page: 'privacy' } },
    },
  },
});
