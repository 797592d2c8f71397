/** The account e-mail of a Google service account key (JSON text with private_key and
 *  client_email), or null when the text is not such a key. Recording buckets and speech share it. */
export function googleKeyEmail(text: string): string | null {
  try {
    const key: unknown = JSON.parse(text);
    if (typeof key !== 'object' || key === null) return null;
    const { private_key: privateKey, client_email: email } = key as Record<string, unknown>;
    return typeof privateKey === 'string' && typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
