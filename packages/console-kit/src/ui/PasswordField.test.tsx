import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { PasswordField } from './PasswordField.tsx';

const harness = () => createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1' });

describe('PasswordField', () => {
  it('reveals what the user may change', () => {
    render(<PasswordField label="Password" value="top-secret" onChange={() => {}} />, {
      wrapper: harness().Wrapper,
    });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('top-secret');
  });

  it('locked, carries no secret into the page and has nothing to reveal', () => {
    const { container } = render(
      <PasswordField label="Password" value="top-secret" disabled onChange={() => {}} />,
      { wrapper: harness().Wrapper },
    );
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    const field = screen.getByLabelText('Password');
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).not.toHaveValue('top-secret');
    expect(container.innerHTML).not.toContain('top-secret');
  });

  it('locked and empty, shows nothing', () => {
    render(<PasswordField label="Password" value="" disabled />, { wrapper: harness().Wrapper });
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
