// What the load benchmark asks for. Every request carries the Accept-Encoding of a browser or of
// Node's fetch, as real clients do, so compressed bytes are what both servers send.
import { modernMcpRequest } from '../../support/mcp-envelope.ts';
import type { Goals } from './analysis.ts';

export interface Target {
	/** Short name in the report. */
	name: string;
	method: 'GET' | 'POST';
	/** Path and query. */
	target: string;
	headers: Record<string, string>;
	body?: string;
	/** Issue 12's targets for it. */
	goals: Goals;
}

export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** JSON and Markdown: half the ceiling of a bare node:http server, p99 within 20 ms. */
const FIXED_BODY_GOALS: Goals = { minRatio: 0.5, maxP99Ms: 20 };

/**
 * Pages: half the ceiling's rate, and p99 at most 1.1 × the ceiling's p99 in the same run (the rule
 * decided for `/`: a fixed 20 ms judged the machine's queueing as much as our server).
 */
const PAGE_GOALS: Goals = { minRatio: 0.5, maxP99VsCeiling: 1.1 };

const BROWSER_PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': ACCEPT_ENCODING };

// A tools/call in the current protocol revision: no session, the version and the method in headers
// and in _meta, as the SDK's modern client sends it.
const mcpCall = modernMcpRequest('tools/call', { name: 'get_benchmarks', arguments: { profile: 'mobile', framework: 'react' } });

export const TARGETS: readonly Target[] = [
	{ name: 'json', method: 'GET', target: '/api/benchmarks', headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING }, goals: FIXED_BODY_GOALS },
	{ name: 'markdown', method: 'GET', target: '/index.md', headers: { accept: 'text/markdown', 'accept-encoding': ACCEPT_ENCODING }, goals: FIXED_BODY_GOALS },
	{ name: 'page', method: 'GET', target: '/', headers: BROWSER_PAGE_HEADERS, goals: PAGE_GOALS },
	// A head-to-head page as the leaderboard's "Compare with…" link leads to it, once B is chosen:
	// at least half the ceiling's rate (issue 47); its p99 is reported, the 1.1× rule is `/`'s.
	{ name: 'compare', method: 'GET', target: '/compare?profile=mobile&framework=react&a=c15t&b=klaro', headers: BROWSER_PAGE_HEADERS, goals: { minRatio: 0.5 } },
	{
		name: 'mcp',
		method: 'POST',
		target: '/mcp',
		headers: { ...mcpCall.headers, 'accept-encoding': ACCEPT_ENCODING },
		body: mcpCall.body,
		// A tool call does real work once per distinct call, and is replayed after (issue 92): 0.8 of the
		// ceiling's rate, its p99 within 1.1 × the ceiling's, and 2,000 calls a second on one replica.
		goals: { minRatio: 0.8, maxP99VsCeiling: 1.1, minReqPerSec: 2000 }
	}
];

/** What autocannon needs to send `target` to the server at `baseUrl`. */
export function requestTo(baseUrl: string, target: Target): { url: string; method: Target['method']; headers: Record<string, string>; body?: string } {
	return { url: `${baseUrl}${target.target}`, method: target.method, headers: target.headers, body: target.body };
}
