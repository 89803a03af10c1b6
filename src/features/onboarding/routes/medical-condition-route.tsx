import { MedicalConditionForm } from '../medical-condition/medical-condition-form';

export default function MedicalConditionRoute() {
  return <MedicalConditionForm />;
}
