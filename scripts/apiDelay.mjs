// A network between the console and its API server, for the page benchmark (BENCH_API_DELAY_MS):
// each answer of TARGET is passed on DELAY ms after it came, as from a server a round trip away.
//
//   node scripts/apiDelay.mjs TARGET DELAY
import { createServer, request } from 'node:http';

const [target, delayText] = process.argv.slice(2);
const delay = Number(delayText);
if (!target || !Number.isFinite(delay) || delay < 0) {
  console.error('Usage: node scripts/apiDelay.mjs TARGET DELAY_MS');
  process.exit(2);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', target);
  const upstream = request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      answer.pause();
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, delay);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`The API, ${delay} ms away, listening on http://127.0.0.1:${server.address().port}`);
});
