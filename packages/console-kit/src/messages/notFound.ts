// The page of an unknown path.
export const notFoundMessages = {
  'notFound.title': "That page doesn't exist.",
  'notFound.logIn': 'Log in',
  'notFound.home': 'Go to the console',
} as const;
