// The Applications screens.
export const applicationMessages = {} as const;
