import * as Card from '../../../ui/card';
import { PageHeader } from '../page-header';

/** Placeholder until profile editing exists (spec: "Profile and Settings"). */
export function ProfilePage() {
  return (
    <>
      <PageHeader title="Profile" />
      <Card.Root>
        <Card.Body>
          <p>Profile details will be displayed here.</p>
        </Card.Body>
      </Card.Root>
    </>
  );
}
