import { useState, type ChangeEvent } from 'react';
import { useT } from '../provider/context.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';
import { provideMessages } from '../messages/translate.ts';
import { formMessages } from '../messages/forms.ts';

provideMessages(formMessages);

/** A file picker whose file is read as text (a key file, a certificate); when the file cannot be
 *  read it says why, in the spec's words. */
export function TextFileField({
  onText,
  error,
  ...field
}: Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & { onText(text: string): void }) {
  const t = useT();
  const [readError, setReadError] = useState('');
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      onText(await file.text());
      setReadError('');
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      setReadError(t('form.fileReadFailed', { reason }));
    }
  };
  return <TextField {...field} type="file" onChange={read} error={readError || error} />;
}
