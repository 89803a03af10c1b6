import { MedicalChecklistForm } from '../checklist/medical-checklist-form';

export default function MedicalChecklistRoute() {
  return <MedicalChecklistForm />;
}
