// The machine's floor for bench:pages: a page with no framework (its HTML, one small script, the
// same API request as the console's Phone numbers page, 25 rows in a table), served by the same
// host in front of the same sandbox. Its first row tells what the browser, the host and the API
// need on this machine whatever the console does; the console's time over it is its own.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The page as bench:pages loads it (its heading is what the first-row watch waits for). */
export const FLOOR_PAGE = { path: '/floor', heading: 'Phone numbers' };

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Floor</title>
    <script type="module" src="/assets/floor.js"></script>
  </head>
  <body></body>
</html>
`;

// Runs in the browser: the token the bench stored, the provider's first page of numbers.
const SCRIPT = `
const token = localStorage.getItem('console-kit:token');
const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
const claims = JSON.parse(atob(payload));
const heading = document.createElement('h1');
heading.textContent = 'Phone numbers';
const table = document.createElement('table');
table.setAttribute('aria-busy', 'true');
const body = table.createTBody();
document.body.append(heading, table);
const query = new URLSearchParams({ page: '1', page_size: '25', service_provider_sid: claims.service_provider_sid });
const response = await fetch('/api/v1/PhoneNumbers?' + query, { headers: { Authorization: 'Bearer ' + token } });
const { data } = await response.json();
for (const number of data) {
  const row = body.insertRow();
  for (const value of [number.number, number.account_sid, number.application_sid, number.voip_carrier_sid]) {
    row.insertCell().textContent = value ?? '';
  }
}
table.removeAttribute('aria-busy');
`;

/** Writes the floor page as a host's build folder, and returns the folder. */
export function writeFloorDist() {
  const dist = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'assets/floor.js'), SCRIPT);
  return dist;
}
