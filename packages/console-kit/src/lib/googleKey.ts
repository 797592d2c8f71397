/** What the console shows of a Google service account key (JSON text with private_key and
 *  client_email): its account e-mail, and its private key masked as the spec says, the header
 *  and 6 characters after it. Null when the text is not such a key. Recording buckets and speech
 *  share it. */
export function readGoogleKey(text: string): { email: string; privateKey: string } | null {
  try {
    const key: unknown = JSON.parse(text);
    if (typeof key !== 'object' || key === null) return null;
    const { private_key: privateKey, client_email: email } = key as Record<string, unknown>;
    if (typeof privateKey !== 'string' || typeof email !== 'string') return null;
    return { email, privateKey: maskedPrivateKey(privateKey) };
  } catch {
    return null;
  }
}

/** A private key as its PEM header (when it has one) and the 6 characters after it. */
export function maskedPrivateKey(key: string): string {
  const header = /^\s*(-----BEGIN [A-Z ]+-----)/.exec(key);
  const body = (header ? key.slice(header[0].length) : key).replace(/\s+/g, '');
  const start = `${body.slice(0, 6)}…`;
  return header ? `${header[1]} ${start}` : start;
}
