import { MedicalHistoryForm } from '../medical-history/medical-history-form';

export default function MedicalHistoryRoute() {
  return <MedicalHistoryForm />;
}
