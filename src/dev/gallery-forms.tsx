import { useState } from 'react';
import { css } from 'styled-system/css';
import { ChipList, DateInput, Field, Input, RadioGroup, Select, Textarea } from '@/ui';
import { Example, GallerySection } from './gallery-section';

const states = Select.createListCollection({
  items: [
    { label: 'Michigan', value: 'MI' },
    { label: 'Ohio', value: 'OH' },
    { label: 'Indiana', value: 'IN' },
    { label: 'Wisconsin', value: 'WI' },
  ],
});

const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
});

export function FormsSection() {
  const [symptoms, setSymptoms] = useState(['Fatigue', 'Joint pain']);
  const [diagnosed, setDiagnosed] = useState('no');
  return (
    <GallerySection title="Form fields">
      <Example label="Text, helper and error" stack>
        <div className={twoColumns}>
          <Field.Root required>
            <Field.Label>
              First name
              <Field.RequiredIndicator>*</Field.RequiredIndicator>
            </Field.Label>
            <Input placeholder="Ada" />
            <Field.HelperText>As it appears on your insurance card.</Field.HelperText>
          </Field.Root>
          <Field.Root invalid>
            <Field.Label>Email</Field.Label>
            <Input type="email" defaultValue="ada@" />
            <Field.ErrorText>Enter an email address like name@example.com.</Field.ErrorText>
          </Field.Root>
        </div>
        <div className={twoColumns}>
          <Field.Root>
            <Field.Label>Date of birth</Field.Label>
            <DateInput />
          </Field.Root>
          <Select.Root collection={states} defaultValue={['MI']}>
            <Select.Label>State of residence</Select.Label>
            <Select.Control>
              <Select.Trigger>
                <Select.ValueText placeholder="Select a state" />
                <Select.Indicator />
              </Select.Trigger>
            </Select.Control>
            <Select.Popup>
              {states.items.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Popup>
            <Select.HiddenSelect />
          </Select.Root>
        </div>
        <Field.Root>
          <Field.Label>Family medical history</Field.Label>
          <Textarea placeholder="Conditions in parents, siblings or grandparents" />
        </Field.Root>
      </Example>
      <Example label="Yes / no" stack>
        <RadioGroup.Root
          value={diagnosed}
          onValueChange={(details) => setDiagnosed(details.value ?? 'no')}
          orientation="horizontal"
        >
          <RadioGroup.Label>
            Have you been clinically diagnosed with a rare condition?
          </RadioGroup.Label>
          {['yes', 'no'].map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>{value === 'yes' ? 'Yes' : 'No'}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </Example>
      <Example label="Chip list" stack>
        <ChipList
          label="Primary symptoms"
          placeholder="e.g. Fatigue"
          value={symptoms}
          onValueChange={setSymptoms}
          emptyText="No symptoms added yet."
        />
      </Example>
    </GallerySection>
  );
}
