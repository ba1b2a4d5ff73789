// The ceiling of the load benchmark: a bare node:http server that answers each benchmarked request
// with the exact status, headers and body bytes the built server sent for it (captured moments
// before). Nothing is parsed, routed, negotiated or compressed, so the gap between the two is the
// cost of the framework and of our own per-request work, measured on the same machine and moment.
// Run as a child: `node scripts/loadtest/ceiling.ts <responses.json>`.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

export interface CapturedResponse {
	method: string;
	/** Path and query, as requested. */
	target: string;
	status: number;
	headers: [string, string][];
	/** Body bytes as sent (compressed when the server compressed them), base64. */
	body: string;
}

const captured = JSON.parse(readFileSync(process.argv[2], 'utf8')) as CapturedResponse[];
const answers = new Map(
	captured.map((r) => [`${r.method} ${r.target}`, { status: r.status, headers: Object.fromEntries(r.headers), body: Buffer.from(r.body, 'base64') }])
);

const server = createServer((req, res) => {
	const answer = answers.get(`${req.method} ${req.url}`);
	// Read the request body as the real server does before it answers.
	req.resume();
	req.once('end', () => {
		if (!answer) return res.writeHead(404).end();
		res.writeHead(answer.status, answer.headers).end(answer.body);
	});
});

server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
	const { port } = server.address() as { port: number };
	console.log(`Listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => {
	server.close();
	server.closeAllConnections();
});
server.keepAliveTimeout = 5000;
