// The Accounts screens.
export const accountMessages = {} as const;
