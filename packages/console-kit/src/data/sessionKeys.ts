/** The keys of what the console asks for before any page (the providers, the signed-in user),
 *  apart so that the sign-in page does not carry every page's keys. */
export const sessionKeys = {
  serviceProviders: ['ServiceProviders'] as const,
  me: ['Users', 'me'] as const,
};
