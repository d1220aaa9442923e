// A form over settings the server stores: it shows the stored values (again after each save), tells whether the
// fields differ from them, and puts them back on reset.
import { useCallback, useEffect } from 'react';
import { Form, type FormInstance } from 'antd';

export function useStoredForm<T extends object>(stored: T): { form: FormInstance<T>; changed: boolean; reset: () => void } {
  const [form] = Form.useForm<T>();
  const values = Form.useWatch((all: Partial<T>) => all, form);
  const reset = useCallback(() => form.setFieldsValue(stored as Parameters<FormInstance<T>['setFieldsValue']>[0]), [form, stored]);
  // A new stored answer (a save, a refetch) replaces what the fields show.
  useEffect(reset, [reset]);
  const changed =
    values !== undefined && (Object.keys(stored) as (keyof T)[]).some((name) => name in values && values[name] !== stored[name]);
  return { form, changed, reset };
}
