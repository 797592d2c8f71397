/** The spec's six-digit random code, made on the client: the registration sends it, the server
 *  e-mails it, and the user types it back. */
export const ACTIVATION_CODE_LENGTH = 6;

export function newActivationCode(
  fill: (bytes: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>,
): string {
  return Array.from(fill(new Uint32Array(ACTIVATION_CODE_LENGTH)), (n) => String(n % 10)).join('');
}

/** A typed code is six digits (spaces, as a mail client may add, are ignored). */
export function normalizeActivationCode(text: string): string {
  return text.replace(/\s+/g, '');
}

export function isActivationCode(code: string): boolean {
  return new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`).test(code);
}
