import { describe, expect, it } from 'vitest';
import { allowedHostnames, refuseForeignRequest } from './guard.ts';

const hostnames = allowedHostnames('https://bench.example.org');
const request = (headers: Record<string, string>) => new Request('https://bench.example.org/mcp', { method: 'POST', headers });

describe('allowedHostnames', () => {
	it('is the ORIGIN hostname plus the loopback names, without ports', () => {
		expect(hostnames).toEqual(['bench.example.org', 'localhost', '127.0.0.1', '[::1]']);
		expect(allowedHostnames('http://localhost:3000')).toEqual(['localhost', '127.0.0.1', '[::1]']);
	});
});

describe('refuseForeignRequest', () => {
	it.each([
		[{ host: 'bench.example.org' }],
		[{ host: 'bench.example.org:443', origin: 'https://bench.example.org' }],
		[{ host: '127.0.0.1:3000', origin: 'http://localhost:5173' }],
		[{ host: '[::1]:3000' }]
	])('lets %j through', (headers) => {
		expect(refuseForeignRequest(request(headers), hostnames)).toBeUndefined();
	});

	it.each([
		[{ host: 'evil.example' }],
		[{ host: 'bench.example.org.evil.example' }],
		[{ host: 'bench.example.org', origin: 'https://evil.example' }],
		[{ host: 'bench.example.org', origin: 'null' }],
		[{ host: 'bench.example.org', origin: 'https://bench.example.org.evil.example' }]
	])('refuses %j with 403', (headers) => {
		expect(refuseForeignRequest(request(headers), hostnames)?.status).toBe(403);
	});
});
