import type { FormEvent } from 'react';
import { selectCompleteLabel, selectIsCompleting } from '../../../../machines/onboarding/selectors';
import { Button } from '../../../ui';
import { BookingCalendar } from '../../booking/booking-calendar';
import { AppActorContext } from '../shared/app-actor';
import { StepActions } from '../shared/step-actions';
import { stepFormClass } from '../shared/step-styles';

/** Step 5: the scheduling calendar, then "Complete & Go to Dashboard". */
export function BookAppointmentStep() {
  const app = AppActorContext.useActorRef();
  const completing = AppActorContext.useSelector(selectIsCompleting);
  const completeLabel = AppActorContext.useSelector(selectCompleteLabel);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!completing) app.send({ type: 'onboarding.completed' });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={stepFormClass} aria-label="Book appointment">
      <BookingCalendar />
      <StepActions>
        <Button
          variant="outline"
          disabled={completing}
          onClick={() => app.send({ type: 'step.back' })}
        >
          Back
        </Button>
        <Button type="submit" loading={completing} loadingText={completeLabel}>
          {completeLabel}
        </Button>
      </StepActions>
    </form>
  );
}
