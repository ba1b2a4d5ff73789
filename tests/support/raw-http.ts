// Requests through node:http, for tests that must see the bytes on the wire: fetch decompresses
// bodies, forbids some headers and cannot send a body of unstated length.
import { request } from 'node:http';

export interface RawResponse {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	/** The body exactly as sent (still compressed if it was). */
	body: Buffer;
}

export interface RawRequest {
	method?: string;
	headers?: Record<string, string>;
	/** Sent with a Content-Length unless `chunked`. */
	body?: string | Buffer;
	/** Send the body with Transfer-Encoding: chunked (no Content-Length). */
	chunked?: boolean;
}

export function rawRequest(url: string, options: RawRequest = {}): Promise<RawResponse> {
	return new Promise((done, fail) => {
		const headers: Record<string, string> = { ...options.headers };
		// A Content-Length given by the caller wins: a test may declare more than it sends.
		if (options.body !== undefined && !options.chunked && !('content-length' in headers)) headers['content-length'] = String(Buffer.byteLength(options.body));
		const req = request(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
			res.on('error', fail);
		});
		req.on('error', fail);
		if (options.chunked) req.setHeader('transfer-encoding', 'chunked');
		if (options.body !== undefined) req.write(options.body);
		req.end();
	});
}
