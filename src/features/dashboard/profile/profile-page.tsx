import { PageHeader } from '@/features/dashboard/page-header';
import * as Card from '@/ui/card';

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
