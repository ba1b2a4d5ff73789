// One JSON line per request on stdout, for whatever collects the container's output. Lines are
// batched and written once per turn of the event loop, so under load many requests share one
// write; whole lines only, so adapter-node's "Listening on …" line is never split. No client
// address, user agent or cookie is logged: the service keeps nothing about its readers.

export interface RequestLogEntry {
	method: string;
	/** Path and query as requested, cut at MAX_LOGGED_TARGET characters. */
	path: string;
	status: number;
	/** Time in the app, from the handle hook to the finished Response (headers and buffered body). */
	ms: number;
	/** Body bytes sent, when known. */
	bytes?: number;
	/** Content coding of the body, when not identity. */
	enc?: string;
}

export const MAX_LOGGED_TARGET = 512;

/** A target as logged: cut at MAX_LOGGED_TARGET characters. */
export const loggedTarget = (target: string): string => (target.length > MAX_LOGGED_TARGET ? `${target.slice(0, MAX_LOGGED_TARGET)}…` : target);

export function requestLogEntry(request: Request, url: URL, response: Response, ms: number): RequestLogEntry {
	const target = url.pathname + url.search;
	const entry: RequestLogEntry = {
		method: request.method,
		path: loggedTarget(target),
		status: response.status,
		ms: Math.round(ms * 100) / 100
	};
	const length = response.headers.get('content-length');
	if (length !== null) entry.bytes = Number(length);
	const encoding = response.headers.get('content-encoding');
	if (encoding) entry.enc = encoding;
	return entry;
}

export function formatLogLine(entry: RequestLogEntry, at: Date): string {
	return `${JSON.stringify({ t: at.toISOString(), ...entry })}\n`;
}

export interface LineWriter {
	push(line: string): void;
	flush(): void;
}

/** Collects lines and hands them to `write` in one chunk per event-loop turn (and on flush). */
export function createLineWriter(write: (chunk: string) => void): LineWriter {
	let pending = '';
	let scheduled = false;
	const flush = () => {
		scheduled = false;
		if (!pending) return;
		const chunk = pending;
		pending = '';
		write(chunk);
	};
	return {
		push(line) {
			pending += line;
			if (!scheduled) {
				scheduled = true;
				// Unref'd: a pending log line never keeps a shutting-down process alive (exit flushes it).
				setImmediate(flush).unref();
			}
		},
		flush
	};
}

let stdoutWriter: LineWriter | undefined;

export function logRequest(request: Request, url: URL, response: Response, ms: number): void {
	if (!stdoutWriter) {
		const writer = createLineWriter((chunk) => process.stdout.write(chunk));
		process.once('exit', () => writer.flush());
		stdoutWriter = writer;
	}
	stdoutWriter.push(formatLogLine(requestLogEntry(request, url, response, ms), new Date()));
}
