import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanSubmitReport,
  selectIsSaving,
  selectReportAnswer,
  selectSubmitLabel,
  selectUploadActor,
} from '../../../../machines/onboarding/selectors';
import type { uploadMachine } from '../../../../machines/upload/upload.machine';
import { Button } from '../../../ui';
import { AppActorContext } from '../shared/app-actor';
import { StepActions } from '../shared/step-actions';
import { stepFormClass } from '../shared/step-styles';
import { toYesNo, YesNoRadio } from '../shared/yes-no-radio';
import { ReportUpload } from './report-upload';

/** Step 4: a report, yes or no; yes opens the upload area. */
export function GeneticReportForm() {
  const app = AppActorContext.useActorRef();
  const hasReport = AppActorContext.useSelector(selectReportAnswer);
  const canSubmit = AppActorContext.useSelector(selectCanSubmitReport);
  const saving = AppActorContext.useSelector(selectIsSaving);
  const submitLabel = AppActorContext.useSelector((s) =>
    selectSubmitLabel(s, 'Next: Book Appointment'),
  );
  // Children are typed as a union of every child logic; this step's child is the upload actor.
  const upload = AppActorContext.useSelector(selectUploadActor) as
    | ActorRefFrom<typeof uploadMachine>
    | undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) app.send({ type: 'geneticReport.submitted' });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={stepFormClass} aria-label="Genetic report">
      <YesNoRadio
        name="hasGeneticReport"
        label="Do you have a clinical genetics testing report that you'd like to upload?"
        value={toYesNo(hasReport)}
        onValueChange={(answer) =>
          app.send({ type: 'geneticReport.answered', hasReport: answer === 'yes' })
        }
      />
      {hasReport && upload && <ReportUpload upload={upload} />}
      <StepActions>
        <Button variant="outline" disabled={saving} onClick={() => app.send({ type: 'step.back' })}>
          Back
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={saving} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </StepActions>
    </form>
  );
}
