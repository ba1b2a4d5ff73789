// The part of autocannon 9's programmatic API the load benchmark uses (the package ships no types).
declare module 'autocannon' {
	interface Options {
		url: string;
		method?: string;
		headers?: Record<string, string>;
		body?: string;
		connections?: number;
		pipelining?: number;
		/** Seconds. */
		duration?: number;
		/** Requests per second across all connections. */
		overallRate?: number;
		/** A sequence each connection sends in turn, round and round (paths relative to url's origin). */
		requests?: Request[];
	}
	interface Request {
		method?: string;
		path: string;
		headers?: Record<string, string>;
	}
	interface Histogram {
		average: number;
		p50: number;
		p90: number;
		p99: number;
		max: number;
		total: number;
	}
	interface Result {
		requests: Histogram;
		/** Milliseconds. */
		latency: Histogram;
		throughput: Histogram;
		/** Seconds. */
		duration: number;
		errors: number;
		timeouts: number;
		non2xx: number;
	}
	function autocannon(options: Options): Promise<Result>;
	namespace autocannon {
		export type { Options, Request, Result };
	}
	export default autocannon;
}
