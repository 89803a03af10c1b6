import { css } from 'styled-system/css';
import { Accordion, Button, Collapsible, Dialog, ScrollArea, Tabs } from '@/ui';
import { Example, GallerySection } from './gallery-section';

const variants = [
  { id: 'NM_000492.4:c.1521_1523del', gene: 'CFTR', disease: 'Cystic fibrosis' },
  { id: 'NM_000546.6:c.743G>A', gene: 'TP53', disease: 'Li-Fraumeni syndrome' },
];
const diseaseOptions = [1, 2, 3, 4, 5, 6, 7, 8];
const muted = css({ color: 'fg.muted' });

export function ContentSection() {
  return (
    <GallerySection title="Content and overlays">
      <Example label="Tabs" stack>
        <Tabs.Root defaultValue="upcoming">
          <Tabs.List aria-label="Appointments">
            <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
            <Tabs.Trigger value="past">Past</Tabs.Trigger>
            <Tabs.Trigger value="all">All</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming">Genetic counseling, March 4 at 10:00 AM.</Tabs.Content>
          <Tabs.Content value="past">No past appointments.</Tabs.Content>
          <Tabs.Content value="all">One appointment.</Tabs.Content>
        </Tabs.Root>
      </Example>
      <Example label="Accordion" stack>
        <Accordion.Root collapsible defaultValue={[variants[0]?.id ?? '']}>
          {variants.map((variant) => (
            <Accordion.Item key={variant.id} value={variant.id}>
              <Accordion.ItemTrigger>
                <span>
                  {variant.id}
                  <span
                    className={css({
                      display: 'block',
                      fontWeight: 'normal',
                      fontSize: 'sm',
                      color: 'fg.muted',
                    })}
                  >
                    Gene: {variant.gene}
                  </span>
                </span>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>Associated diseases: {variant.disease}</Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Example>
      <Example label="Collapsible" stack>
        <Collapsible.Root>
          <Collapsible.Trigger>
            Show extracted text
            <Collapsible.Indicator />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <p className={muted}>
              PATIENT: Jane Doe. TEST: Hereditary cancer panel. RESULT: Pathogenic variant...
            </p>
          </Collapsible.Content>
        </Collapsible.Root>
      </Example>
      <Example label="Scroll area (200px)" stack>
        <ScrollArea.Root height="200px" label="Disease information">
          {diseaseOptions.map((n) => (
            <p
              key={n}
              className={css({ py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle' })}
            >
              Disease option {n}: a short description of the condition.
            </p>
          ))}
        </ScrollArea.Root>
      </Example>
      <Example label="Dialog">
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="outline">Open dialog</Button>
          </Dialog.Trigger>
          <Dialog.Popup>
            <Dialog.Title>Cancel appointment?</Dialog.Title>
            <Dialog.Description>
              You can book a new time from the Appointments page.
            </Dialog.Description>
            <div
              className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '2' })}
            >
              <Dialog.Context>
                {(api) => (
                  <>
                    <Button variant="outline" onClick={() => api.setOpen(false)}>
                      Keep it
                    </Button>
                    <Button variant="danger" onClick={() => api.setOpen(false)}>
                      Cancel appointment
                    </Button>
                  </>
                )}
              </Dialog.Context>
            </div>
            <Dialog.CloseTrigger />
          </Dialog.Popup>
        </Dialog.Root>
      </Example>
    </GallerySection>
  );
}
