const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_WITH_PREFIX = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** The first item of a comma-separated private network list that is not an IPv4 address or an
 *  IPv4/0-32 block, or null when all are. An empty list is fine. */
export function invalidCidr(list: string): string | null {
  const items = list.split(',').map((item) => item.trim());
  if (items.length === 1 && items[0] === '') return null;
  return items.find((item) => !IPV4_WITH_PREFIX.test(item)) ?? null;
}
