import { ProfilePage } from '../profile/profile-page';

export default function ProfileRoute() {
  return <ProfilePage />;
}
