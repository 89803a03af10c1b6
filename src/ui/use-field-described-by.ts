import { useFieldContext } from '@ark-ui/react/field';

/**
 * Ark points to the error text only via aria-errormessage, which several screen readers ignore;
 * also listing it in aria-describedby makes the error heard on focus.
 */
export function useFieldDescribedBy(own?: string): string | undefined {
  const field = useFieldContext();
  const control = field?.getInputProps();
  const ids = [own, control?.['aria-describedby'], control?.['aria-errormessage']].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
