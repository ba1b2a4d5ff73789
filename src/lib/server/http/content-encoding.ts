// Picks the content coding of a response from Accept-Encoding (RFC 9110 §12.5.3). Only the
// codings we hold bytes for take part; identity is always acceptable to us (we never answer 406:
// a client that forbids identity and every coding we have still gets a readable body).

export type Coding = 'br' | 'gzip';

/** Brotli first: on ties it is the smaller of the two. */
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/** q-value of each coding named in the header; `*` stands for every coding not named. */
export function parseAcceptEncoding(header: string): Map<string, number> {
	const weights = new Map<string, number>();
	for (const part of header.toLowerCase().split(',')) {
		const [name, ...params] = part.split(';');
		const coding = name.trim();
		if (!coding) continue;
		let q = 1;
		for (const param of params) {
			const [key, value] = param.split('=');
			if (key.trim() !== 'q') continue;
			const parsed = Number(value);
			// A malformed q makes the entry unusable rather than preferred.
			q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
		}
		// x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
		weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
	}
	return weights;
}

/** The coding to send, or null for identity; `available` lists the variants that exist. */
export function chooseEncoding(header: string | null, available: readonly Coding[]): Coding | null {
	if (!header || available.length === 0) return null;
	const weights = parseAcceptEncoding(header);
	let best: Coding | null = null;
	let bestQ = 0;
	for (const coding of PREFERENCE) {
		if (!available.includes(coding)) continue;
		const q = weights.get(coding) ?? weights.get('*') ?? 0;
		if (q > bestQ) {
			best = coding;
			bestQ = q;
		}
	}
	return best;
}

/** Adds a token to a Vary value without repeating it. */
export function addVary(vary: string | null | undefined, token: string): string {
	if (!vary) return token;
	const tokens = vary.split(',').map((t) => t.trim().toLowerCase());
	return tokens.includes(token.toLowerCase()) || tokens.includes('*') ? vary : `${vary}, ${token}`;
}
