// The pages of a forgotten, a reset and a first password, loaded with them.
export const passwordPageMessages = {
  'createPassword.title': 'Create a new password',
  'createPassword.intro': 'You must change your password before you continue.',
  'createPassword.submit': 'Save password',
  'createPassword.submitting': 'Saving…',
  'forgotPassword.title': 'Forgot password',
  'forgotPassword.intro':
    'Enter the e-mail address of your account and we will send you a link to reset your password.',
  'forgotPassword.email': 'E-mail',
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.sent':
    'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.',
  'forgotPassword.emailRequired': 'Enter your e-mail address.',
  'forgotPassword.back': 'Back to sign in',
  'resetPassword.title': 'Reset password',
  'resetPassword.submit': 'Save',
  'resetPassword.mismatch':
    'The confirmation password does not match the new password. Please ensure both passwords are identical.',
  'resetPassword.invalidLink': 'This password reset link is invalid or has expired.',
  'resetPassword.requestNew': 'Request a new link',
  'resetPassword.done': 'New password was successfully set.',
} as const;
