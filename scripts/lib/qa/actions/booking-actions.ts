import { line, quoted } from '../gherkin/lines';
import { accepts, type QaAction, qaEvent, stateValueOf } from '../qa-types';
import { bookedStartTime } from '../world';

export const book: QaAction = {
  type: 'qa.book',
  offers: (state) =>
    JSON.stringify(stateValueOf(state, 'booking')) === JSON.stringify({ embedded: 'ready' })
      ? [qaEvent('qa.book')]
      : [],
  perform: (step) => step.send('booking', { type: 'booking.booked', startTime: bookedStartTime }),
  when: () => 'the patient books a time in the calendar',
  steps: () => [line('the patient books a time in the calendar')],
};

export const retryBooking: QaAction = {
  type: 'qa.retryBooking',
  offers: (state) =>
    accepts(state, 'booking', 'booking.retry') ? [qaEvent('qa.retryBooking')] : [],
  perform: (step) => {
    step.world = { ...step.world, embed: 'stub' };
    step.send('booking', { type: 'booking.retry' });
  },
  when: () => 'the calendar can be reached again and the patient presses "Try again"',
  steps: () => [
    line("the booking calendar's script can be loaded again"),
    line(`the patient presses ${quoted('Try again')}`),
  ],
};
