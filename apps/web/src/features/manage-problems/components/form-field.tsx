// A labelled form cell: the label (with the required mark) above its control, laid out by the caller's grid.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  /** Label key under manageProblems:field. */
  field: string;
  required?: boolean;
  help?: ReactNode;
  children: ReactNode;
}

export function FormField({ field, required, help, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(`manageProblems:field.${field}`)} required={required} help={help} className="mp-field">
      {children}
    </Form.Item>
  );
}
