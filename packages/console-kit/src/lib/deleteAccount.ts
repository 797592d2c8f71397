import type { ValidationMessages } from './validation.ts';

/** What a hosted user types to delete their own account (spec part 1, section 5). */
export const DELETE_MESSAGE = 'delete my account';

export interface DeleteOwnAccountInput {
  typed: string;
  password: string;
  /** A user who signed up with e-mail and password (not through an outside provider). */
  localUser: boolean;
}

export type DeleteOwnAccountProblems = ValidationMessages<'typed' | 'password'>;

/** The typed message must be exactly 'delete my account' (no other case, no extra spaces), and a
 *  local user must give their password. */
export function deleteOwnAccountProblems(input: DeleteOwnAccountInput): DeleteOwnAccountProblems {
  const problems: DeleteOwnAccountProblems = {};
  if (input.typed !== DELETE_MESSAGE) problems.typed = 'deleteOwn.mistyped';
  if (input.localUser && !input.password) problems.password = 'deleteOwn.passwordRequired';
  return problems;
}

/** Users without a provider, or with the provider 'local', signed up with a password. */
export function isLocalUser(provider: string | null | undefined): boolean {
  return !provider || provider === 'local';
}
