// /mcp/server-card against the published field rules (SEP-2127, written out below as a small
// JSON Schema), its HTTP headers, and its consistency with what /mcp really does: the same
// name and version as the handshake, and every protocol version it lists really negotiated.
import { describe, expect, inject, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { version as packageVersion } from '../package.json';

const baseUrl = inject('baseUrl');
const cardUrl = `${baseUrl}/mcp/server-card`;

// The rules of the v1 card (kit3-mcp-notes §4): required fields, reverse-DNS name with one
// slash, description 1–100 characters, an exact version (no ranges), the remotes' shape.
const SERVER_CARD_RULES = {
	$schema: 'https://json-schema.org/draft/2020-12/schema',
	type: 'object',
	required: ['$schema', 'name', 'version', 'description'],
	properties: {
		$schema: { const: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json' },
		name: { type: 'string', minLength: 3, maxLength: 200, pattern: '^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$' },
		version: { type: 'string', minLength: 1, maxLength: 255, not: { pattern: '^[\\^~<>=]|\\.[x*]($|\\.)|^[x*]$|\\s-\\s|\\|\\|' } },
		description: { type: 'string', minLength: 1, maxLength: 100 },
		title: { type: 'string', minLength: 1, maxLength: 100 },
		websiteUrl: { type: 'string', format: 'uri' },
		remotes: {
			type: 'array',
			items: {
				type: 'object',
				required: ['type', 'url'],
				properties: {
					type: { enum: ['streamable-http', 'sse'] },
					url: { type: 'string', pattern: '^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$' },
					headers: { type: 'array' },
					variables: { type: 'object' },
					supportedProtocolVersions: { type: 'array', items: { type: 'string' }, minItems: 1 }
				},
				additionalProperties: false
			}
		},
		repository: { type: 'object', required: ['url', 'source'], properties: { url: { type: 'string', format: 'uri' }, source: { type: 'string' } } },
		icons: { type: 'array' },
		_meta: { type: 'object' }
	},
	additionalProperties: false
};

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateCard = ajv.compile(SERVER_CARD_RULES);

async function getCard() {
	const response = await fetch(cardUrl);
	return { response, card: (await response.json()) as Record<string, any> };
}

describe('the field rules themselves', () => {
	// Guards the schema above against being vacuous: it must refuse what the rules refuse.
	const valid = { $schema: SERVER_CARD_RULES.properties.$schema.const, name: 'org.example/site', version: '1.0.0', description: 'A site.' };
	it.each([
		['a version range', { version: '^1.0.0' }],
		['a wildcard version', { version: '1.x' }],
		['a name without a slash', { name: 'example' }],
		['a name with two slashes', { name: 'org.example/a/b' }],
		['a description over 100 characters', { description: 'x'.repeat(101) }],
		['another $schema', { $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json' }],
		['a listing of tools', { tools: [] }]
	])('refuse %s', (_label, change) => {
		expect(validateCard(valid)).toBe(true);
		expect(validateCard({ ...valid, ...change })).toBe(false);
	});
});

describe('GET /mcp/server-card', () => {
	it('satisfies the server card field rules', async () => {
		const { card } = await getCard();
		expect(validateCard(card), JSON.stringify(validateCard.errors)).toBe(true);
	});

	it('names this server, its exact version and its endpoint, all from ORIGIN', async () => {
		const { card } = await getCard();
		expect(card.version).toBe(packageVersion);
		expect(card.websiteUrl).toBe(baseUrl);
		expect(card.remotes).toEqual([
			{ type: 'streamable-http', url: `${baseUrl}/mcp`, supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25']) }
		]);
		expect(card.title).toBeTruthy();
	});

	it('summarises the tools for people in _meta', async () => {
		const { card } = await getCard();
		const namespace = card.name.split('/')[0];
		const tools = card._meta[`${namespace}/tools`];
		expect(tools.map((tool: { name: string }) => tool.name)).toEqual(['get_benchmarks', 'read_page']);
		for (const tool of tools) expect(tool.summary).toMatch(/^[^\n]{20,}$/);
	});

	it('is served as application/mcp-server-card+json, public, cacheable for an hour', async () => {
		const { response } = await getCard();
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/mcp-server-card+json');
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(response.headers.get('access-control-allow-methods')).toBe('GET');
		expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, If-None-Match');
		expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
		expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
	});

	it('has a strong ETag and answers 304 when it matches', async () => {
		const { response } = await getCard();
		const etag = response.headers.get('etag');
		expect(etag).toMatch(/^"[^"]+"$/);
		const again = await fetch(cardUrl, { headers: { 'if-none-match': etag! } });
		expect(again.status).toBe(304);
		expect(await again.text()).toBe('');
		expect(again.headers.get('etag')).toBe(etag);
		const other = await fetch(cardUrl, { headers: { 'if-none-match': '"something-else"' } });
		expect(other.status).toBe(200);
	});

	it('answers a CORS preflight', async () => {
		const response = await fetch(cardUrl, {
			method: 'OPTIONS',
			headers: { origin: 'https://agent.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' }
		});
		expect(response.status).toBe(204);
		expect(response.headers.get('access-control-allow-origin')).toBe('*');
		expect(response.headers.get('access-control-allow-headers')).toMatch(/If-None-Match/);
	});
});

describe('the card agrees with the running server', () => {
	async function initialize(protocolVersion: string) {
		const response = await fetch(`${baseUrl}/mcp`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
			body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'card-check', version: '1.0.0' } } })
		});
		return (await response.json()).result as { protocolVersion: string; serverInfo: { name: string; version: string } };
	}

	it('name and version match the server handshake', async () => {
		const { card } = await getCard();
		const { serverInfo } = await initialize('2025-11-25');
		expect(serverInfo).toMatchObject({ name: card.name, version: card.version });
	});

	it('every listed protocol version is really negotiated', async () => {
		const { card } = await getCard();
		const versions: string[] = card.remotes[0].supportedProtocolVersions;
		for (const version of versions) {
			if (version >= '2026-07-28') {
				// Modern revisions are chosen through server/discover: pin the client to it.
				const client = new Client({ name: 'card-check', version: '1.0.0' }, { versionNegotiation: { mode: { pin: version } } });
				await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`)));
				expect(client.getNegotiatedProtocolVersion(), version).toBe(version);
				await client.close();
			} else {
				expect((await initialize(version)).protocolVersion, version).toBe(version);
			}
		}
	});

	it('lists no version the server would not agree to', async () => {
		const { card } = await getCard();
		// An unknown revision is answered with the server's own preferred one, which the card lists.
		const counterOffer = (await initialize('2099-01-01')).protocolVersion;
		expect(card.remotes[0].supportedProtocolVersions).toContain(counterOffer);
	});
});
