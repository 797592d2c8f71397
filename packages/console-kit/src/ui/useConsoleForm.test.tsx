import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ValidationMessages } from '../lib/validation.ts';
import { createTestConsole } from '../testing.tsx';
import { useConsoleForm } from './useConsoleForm.ts';

interface Values {
  name: string;
  port: string;
}

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const toBody = (values: Values) => ({ name: values.name.trim(), port: Number(values.port) });

function renderForm<Answer>(
  save: (values: Values) => void | Promise<Answer>,
  filledIn?: (answer: Answer) => Partial<Values>,
) {
  const harness = createTestConsole({
    apiBase: 'http://127.0.0.1:9/api/v1',
    messages: { 'form.required': 'Needed' },
  });
  return renderHook(
    () =>
      useConsoleForm({
        initial: (): Values => ({ name: 'trunk', port: '5060' }),
        validate: (values): ValidationMessages<'name'> =>
          values.name.trim() ? {} : { name: 'form.required' },
        save,
        filledIn,
      }),
    { wrapper: harness.Wrapper },
  );
}

describe('useConsoleForm', () => {
  it('keeps the values, saves those that pass, and tells what changed', () => {
    const save = vi.fn();
    const { result } = renderForm(save);
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('port', '5080'));
    expect(result.current.values).toEqual({ name: 'trunk', port: '5080' });
    expect(result.current.changed).toBe(true);
    expect(result.current.changes(toBody)).toEqual({ port: 5080 });
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith({ name: 'trunk', port: '5080' });
  });

  it('shows the messages and does not save values that fail', () => {
    const save = vi.fn();
    const { result } = renderForm(save);
    act(() => result.current.set('name', '  '));
    act(() => result.current.submit(submitEvent()));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.message('name')).toBe('Needed');
    act(() => result.current.set('name', 'trunk 2'));
    act(() => result.current.submit(submitEvent()));
    expect(result.current.message('name')).toBeUndefined();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows a message the server earned until the next submit', () => {
    const { result } = renderForm(vi.fn());
    act(() => result.current.setErrors({ name: { key: 'form.required' } }));
    expect(result.current.message('name')).toBe('Needed');
  });

  it('compares the next Save with what a kept save wrote, not with a failed one', async () => {
    const { result } = renderForm(() => Promise.resolve());
    act(() => result.current.set('port', '5080'));
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.changes(toBody)).toEqual({}));
    expect(result.current.changed).toBe(false);

    const failing = renderForm(() => Promise.reject(new Error('refused')));
    act(() => failing.result.current.set('port', '5090'));
    await act(async () => failing.result.current.submit(submitEvent()));
    expect(failing.result.current.changes(toBody)).toEqual({ port: 5090 });
  });

  it('takes the fields a kept save filled in into the values and the next comparison', async () => {
    const { result } = renderForm(
      () => Promise.resolve({ port: 5070 }),
      (answer) => ({ port: String(answer.port) }),
    );
    act(() => result.current.set('name', 'trunk 2'));
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.values).toEqual({ name: 'trunk 2', port: '5070' }));
    expect(result.current.initial).toEqual({ name: 'trunk 2', port: '5070' });
    expect(result.current.changed).toBe(false);
    act(() => result.current.set('port', '5060'));
    expect(result.current.changes(toBody)).toEqual({ port: 5060 });
  });

  it('resets to the values it opened with, without messages', () => {
    const { result } = renderForm(vi.fn());
    act(() => result.current.set('name', ''));
    act(() => result.current.submit(submitEvent()));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: 'trunk', port: '5060' });
    expect(result.current.message('name')).toBeUndefined();
    expect(result.current.changed).toBe(false);
  });
});
