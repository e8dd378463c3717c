// The reference of the API benchmark: a bare `node:http` server answering a small JSON body,
// what no framework can beat. Every API row is reported as a ratio to it, measured in the same run.
import { createServer } from 'node:http';

const body = JSON.stringify({ success: true, data: { status: 'ok' } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
