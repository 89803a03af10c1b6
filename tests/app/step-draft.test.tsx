import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStepDraft } from '@/components/step-form/use-step-draft';
import { sameAnswers, writeDraft } from '@/lib/drafts';

const key = 'pat@example.com:onboarding:medicalCondition';
const saved = { primaryCondition: 'Cystic fibrosis', primarySymptoms: ['Cough', 'Fatigue'] };

afterEach(() => sessionStorage.clear());

describe('step drafts are compared with what is stored (issue 30, row 3)', () => {
  it('a draft holding what was saved is not offered back as unsaved', () => {
    // The step saved and moved on before its draft was cleared: the draft equals the profile.
    writeDraft(key, { primarySymptoms: ['Cough', 'Fatigue'], primaryCondition: 'Cystic fibrosis' });
    const { result } = renderHook(() => useStepDraft(key, saved, false, true));
    expect(result.current.restored).toBe(false);
    expect(result.current.dirty).toBe(false);
  });

  it('a draft that differs from what is stored is offered back', () => {
    writeDraft(key, { ...saved, primarySymptoms: ['Cough', 'Fatigue', 'Dizziness'] });
    const { result } = renderHook(() => useStepDraft(key, saved, false, true));
    expect(result.current.restored).toBe(true);
    expect(result.current.dirty).toBe(true);
    expect(result.current.values.primarySymptoms).toContain('Dizziness');
  });

  it('compares as the form says (answers that would save the same are the same)', () => {
    writeDraft(key, { ...saved, primaryCondition: 'cystic fibrosis' });
    const sameIgnoringCase = (a: typeof saved, b: typeof saved) =>
      a.primaryCondition.toLowerCase() === b.primaryCondition.toLowerCase();
    const { result } = renderHook(() => useStepDraft(key, saved, false, true, sameIgnoringCase));
    expect(result.current.restored).toBe(false);
  });

  it('typing back what is stored leaves nothing unsaved', () => {
    const { result } = renderHook(() => useStepDraft(key, saved, false, true));
    act(() => result.current.setValues((v) => ({ ...v, primaryCondition: 'CF' })));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setValues((v) => ({ ...v, primaryCondition: 'Cystic fibrosis' })));
    expect(result.current.dirty).toBe(false);
  });
});

describe('sameAnswers', () => {
  it('ignores key order and counts list order', () => {
    expect(sameAnswers({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameAnswers({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameAnswers({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toBe(true);
  });
});
