import { ProfilePage } from './profile-page';

export default function ProfileRoute() {
  return <ProfilePage />;
}
