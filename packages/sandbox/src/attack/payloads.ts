/** Hostile bodies and ids, by name, for every route of the attack suite. */

const MB = 1024 * 1024;

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Fields that many routes read, each given a value of the wrong kind. */
const COMMON_FIELDS = [
  'name',
  'email',
  'account_sid',
  'service_provider_sid',
  'application_sid',
  'voip_carrier_sid',
  'call_hook',
  'registration_hook',
  'env_vars',
  'options',
  'password',
  'username',
  'number',
  'is_active',
];

/** Raw bodies (sent as they are, with Content-Type application/json). */
export const BODIES: Record<string, () => string> = {
  malformed: () => '{"name": "x", ',
  notAnObject: () => '[1, 2, 3]',
  aString: () => '"just a string"',
  aNull: () => 'null',
  empty: () => '',
  unknownFields: () => JSON.stringify({ evil: true, __proto__: { admin: true }, constructor: 1 }),
  wrongTypes: () =>
    JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((field) => [field, { $gt: '' }]))),
  numbersForStrings: () => JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((f) => [f, 1e308]))),
  // Just under the body limit: the route itself must refuse a name of a million characters.
  hugeString: () => JSON.stringify({ name: 'x'.repeat(1_000_000), email: 'x'.repeat(20_000) }),
  controlCharacters: () =>
    JSON.stringify(
      Object.fromEntries(
        COMMON_FIELDS.map((field) => [field, 'a\u0000b\r\nc\u202ed\u200be\u0007']),
      ),
    ),
  traversal: () =>
    JSON.stringify(Object.fromEntries(COMMON_FIELDS.map((f) => [f, '../../../etc/passwd']))),
  deepNesting: () =>
    `{"name":"deep","env_vars":${nested(100_000)},"options":${nested(100_000)},"app_json":${nested(100_000)}}`,
  twentyMegabytes: () => JSON.stringify({ name: 'x'.repeat(20 * MB) }),
};

/** Values put in place of a route's ids. */
export const IDS: Record<string, string> = {
  unknown: '7f0c1c2e-0000-4000-8000-00000000dead',
  traversal: '..%2F..%2F_sandbox%2Freset',
  injection: "x'%20OR%20'1'%3D'1",
  nul: 'a%00b',
  long: 'x'.repeat(4000),
  unicode: '%E2%80%AE%E2%80%8B',
};
