import { type RefObject, useEffect } from 'react';

/**
 * After a failed submit, focus goes to the first field in error (its message is tied to it), or to
 * the form's error message when no field is to blame, so keyboard and screen reader users land on it.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: unknown): void {
  useEffect(() => {
    if (!result || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[data-form-alert="error"]');
    target?.focus();
  }, [form, result]);
}
