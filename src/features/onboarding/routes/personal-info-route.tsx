import { PersonalInfoForm } from '../personal-info/personal-info-form';

export default function PersonalInfoRoute() {
  return <PersonalInfoForm />;
}
