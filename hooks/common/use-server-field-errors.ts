import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiFieldErrors } from '@/services/common/api-errors';

/**
 * Puts the fields a refused request named (a 400's `errors`) under the form's own fields, as if the form had found
 * them: the site checks with the same rules first, so this shows only what the server knows better. Returns
 * whether any landed on a field, so the form does not repeat them in its general error line.
 */
export function useServerFieldErrors<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, error: unknown): boolean {
  const fields = Object.keys(form.getValues());
  const named = apiFieldErrors(error).filter((e) => fields.includes(e.field.split('.')[0]));
  useEffect(() => {
    for (const { field, message } of named) form.setError(field.split('.')[0] as Path<T>, { type: 'server', message });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed request
  }, [error]);
  return named.length > 0;
}
