import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useWrite } from '../data/useWrite.ts';
import { useRouter } from '../provider/context.ts';
import { createTestConsole } from '../testing.tsx';
import { FormActions } from './FormActions.tsx';
import { Link } from './Link.tsx';
import { TextField } from './TextField.tsx';

const EDIT = '/internal/accounts/a1/edit';

/** A form as the console's pages build one: a field, its FormActions, a link out, a write that
 *  leads to the list when it succeeds. */
function EditForm() {
  const router = useRouter();
  const [name, setName] = useState('Acme');
  const remove = useWrite({
    write: async () => 'removed',
    onDone: () => router.navigate('/internal/accounts'),
  });
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Link to="/internal/users">Users</Link>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <FormActions
        busy={false}
        canSave
        changed={name !== 'Acme'}
        onCancel={() => router.navigate('/internal/accounts')}
        extra={<button onClick={() => remove.mutate(undefined)}>Delete</button>}
      />
    </form>
  );
}

function renderForm() {
  const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1', path: EDIT });
  render(<EditForm />, { wrapper: harness.Wrapper });
  return { ...harness, user: userEvent.setup() };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('leaving a form with unsaved changes', () => {
  it('goes at once while nothing is changed', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(dialog()).toBeNull();
    expect(router.history).toEqual([EDIT, '/internal/users']);
  });

  it('asks first; Stay (or Escape) keeps the page and what was typed, Leave goes', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Corp');
    await user.click(screen.getByRole('link', { name: 'Users' }));
    // The question's code loads once the form has changes: it may come just after the click.
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toHaveTextContent(
      'Your changes on this page will be lost.',
    );
    const buttons = screen.getAllByRole('button').filter((button) => dialog()?.contains(button));
    expect(buttons.map((button) => button.textContent)).toEqual(['Stay', 'Leave']);

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(dialog()).toBeNull();
    expect(router.history).toEqual([EDIT]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Corp');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).not.toBeNull();
    // (Chromium moves focus into the dialog by itself; jsdom does not.)
    screen.getByRole('button', { name: 'Stay' }).focus();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(router.history).toEqual([EDIT]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(dialog()).toBeNull();
    expect(router.history).toEqual([EDIT, '/internal/accounts']);
  });

  it('does not ask once the changes are undone, nor where a write leads when it succeeds', async () => {
    const { user, router } = renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(dialog()).toBeNull();
    router.navigate(EDIT);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Corp');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.history.at(-1)).toBe('/internal/accounts'));
    expect(dialog()).toBeNull();
  });

  it('has the browser warn before the window closes while there are changes', async () => {
    const { user } = renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Corp');
    expect(unload()).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
    expect(unload()).toBe(false);
  });
});
