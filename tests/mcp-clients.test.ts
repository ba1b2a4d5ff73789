// /mcp through three independent clients against the built server: the SDK v2 client on the
// current protocol (2026-07-28), the SDK 1.x client on the 2025 path, and the MCP Inspector CLI.
// Expected values come from the JSON endpoint, the .md routes and the page registry, so the
// tools cannot drift from the other representations of the same data.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { DEFAULT_FRAMEWORK, DEFAULT_PROFILE, FRAMEWORKS, PROFILES } from '#lib/dimensions.ts';
import { loadSite } from '#lib/server/site.ts';
import { readConfig } from '#lib/server/config.ts';

const baseUrl = inject('baseUrl');
const mcpUrl = `${baseUrl}/mcp`;
// The registry the server was built from: same dataset file, same ORIGIN as the global setup.
const site = loadSite(readConfig({ ...process.env, ORIGIN: baseUrl }));

interface ToolResult {
	content?: Array<{ type: string; text?: string }>;
	structuredContent?: unknown;
	isError?: boolean;
}

/** The few calls the suite makes, over either SDK line. */
interface McpSession {
	protocolVersion: () => string | undefined;
	listTools: () => Promise<{ tools: Array<Record<string, any>> }>;
	callTool: (name: string, args: Record<string, unknown>) => Promise<ToolResult>;
	listResources: () => Promise<{ resources: Array<{ uri: string; mimeType?: string; name: string }> }>;
	readResource: (uri: string) => Promise<{ contents: Array<{ uri: string; mimeType?: string; text?: string }> }>;
	close: () => Promise<void>;
}

async function connectV2(): Promise<McpSession> {
	const client = new ClientV2({ name: 'e2e-sdk-v2', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
	await client.connect(new TransportV2(new URL(mcpUrl)));
	return {
		protocolVersion: () => client.getNegotiatedProtocolVersion(),
		listTools: () => client.listTools() as never,
		callTool: (name, args) => client.callTool({ name, arguments: args }) as Promise<ToolResult>,
		listResources: () => client.listResources() as never,
		readResource: (uri) => client.readResource({ uri }) as never,
		close: () => client.close()
	};
}

async function connectV1(): Promise<McpSession> {
	const client = new ClientV1({ name: 'e2e-sdk-v1', version: '1.0.0' });
	const transport = new TransportV1(new URL(mcpUrl));
	await client.connect(transport);
	return {
		protocolVersion: () => transport.protocolVersion,
		listTools: () => client.listTools() as never,
		callTool: (name, args) => client.callTool({ name, arguments: args }) as Promise<ToolResult>,
		listResources: () => client.listResources() as never,
		readResource: (uri) => client.readResource({ uri }) as never,
		close: () => client.close()
	};
}

const text = (result: ToolResult) => result.content?.find((block) => block.type === 'text')?.text ?? '';

describe.each([
	{ label: 'SDK v2 client', connect: connectV2, expectedVersion: '2026-07-28' },
	{ label: 'SDK 1.x client', connect: connectV1, expectedVersion: '2025-11-25' }
])('$label', ({ connect, expectedVersion }) => {
	let mcp: McpSession;
	beforeAll(async () => {
		mcp = await connect();
	});
	afterAll(() => mcp?.close());

	it(`negotiates ${expectedVersion}`, () => {
		expect(mcp.protocolVersion()).toBe(expectedVersion);
	});

	it('lists both tools, read-only, with the enums and defaults in the input schema and an output schema', async () => {
		const { tools } = await mcp.listTools();
		expect(tools.map((tool) => tool.name).sort()).toEqual(['get_benchmarks', 'read_page']);
		const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
		for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);

		const input = byName.get_benchmarks.inputSchema;
		expect(input.properties.profile).toMatchObject({ enum: [...PROFILES], default: DEFAULT_PROFILE });
		expect(input.properties.framework).toMatchObject({ enum: [...FRAMEWORKS], default: DEFAULT_FRAMEWORK });
		expect(input.additionalProperties).toBe(false);
		const output = byName.get_benchmarks.outputSchema;
		expect(output?.type).toBe('object');
		expect(output?.required).toEqual(expect.arrayContaining(['publication', 'preview', 'profile', 'framework', 'results']));

		expect(byName.read_page.inputSchema.required).toEqual(['path']);
		expect(byName.read_page.outputSchema).toBeUndefined();
	});

	it('get_benchmarks returns the JSON endpoint body as structured content and as text', async () => {
		const response = await fetch(`${baseUrl}/api/benchmarks?profile=mobile&framework=astro`);
		const body = await response.text();
		const result = await mcp.callTool('get_benchmarks', { profile: 'mobile', framework: 'astro' });
		expect(result.isError).toBeFalsy();
		expect(result.structuredContent).toEqual(JSON.parse(body));
		expect(text(result)).toBe(body);
	});

	it('get_benchmarks applies the defaults when arguments are omitted', async () => {
		const endpoint = await (await fetch(`${baseUrl}/api/benchmarks`)).json();
		const result = await mcp.callTool('get_benchmarks', {});
		expect(result.structuredContent).toEqual(endpoint);
		expect(result.structuredContent).toMatchObject({ profile: DEFAULT_PROFILE, framework: DEFAULT_FRAMEWORK });
		const onlyFramework = await mcp.callTool('get_benchmarks', { framework: 'nuxt' });
		expect(onlyFramework.structuredContent).toMatchObject({ profile: DEFAULT_PROFILE, framework: 'nuxt' });
	});

	it.each([
		[{ profile: 'tablet' }, 'profile', PROFILES],
		[{ framework: 'svelte' }, 'framework', FRAMEWORKS],
		[{ profile: 3 }, 'profile', PROFILES]
	])('get_benchmarks %j is a tool error naming the allowed values', async (args, parameter, allowed) => {
		const result = await mcp.callTool('get_benchmarks', args);
		expect(result.isError).toBe(true);
		expect(text(result)).toContain(`Allowed values for "${parameter}": ${allowed.join(', ')}`);
		expect(text(result)).toContain(JSON.stringify(Object.values(args)[0]));
	});

	it('get_benchmarks refuses an unknown argument, naming the real ones', async () => {
		const result = await mcp.callTool('get_benchmarks', { device: 'mobile' });
		expect(result.isError).toBe(true);
		expect(text(result)).toMatch(/"device" is not an argument of get_benchmarks; its arguments are: profile, framework/);
	});

	it('read_page returns the same Markdown as the .md routes', async () => {
		const methodology = await (await fetch(`${baseUrl}/methodology.md`)).text();
		expect(text(await mcp.callTool('read_page', { path: '/methodology' }))).toBe(methodology);
		const leaderboard = await (await fetch(`${baseUrl}/index.md`)).text();
		expect(text(await mcp.callTool('read_page', { path: '/' }))).toBe(leaderboard);
	});

	it('read_page returns a comparison of two products, given its canonical path, as /compare.md does', async () => {
		const query = 'profile=mobile&framework=react&a=klaro&b=orejime';
		const markdown = await (await fetch(`${baseUrl}/compare.md?${query}`)).text();
		expect(markdown).toMatch(/^# Klaro! against Orejime/);
		expect(text(await mcp.callTool('read_page', { path: `/compare?${query}` }))).toBe(markdown);
	});

	it.each([
		['/compare?framework=react&profile=mobile&a=klaro&b=orejime', 'with exactly these four parameters in this order'],
		['/compare?profile=mobile&framework=react&a=klaro&b=klaro', 'choose two different products'],
		['/compare?profile=mobile&framework=react&a=klaro&b=nope', '"b" has the unknown value "nope"']
	])('read_page %s is a tool error that says why', async (path, why) => {
		const result = await mcp.callTool('read_page', { path });
		expect(result.isError).toBe(true);
		expect(text(result)).toContain(why);
	});

	it.each(['/nope', '/methodology.md', '/../package.json', 'methodology'])('read_page %s is a tool error', async (path) => {
		const result = await mcp.callTool('read_page', { path });
		expect(result.isError).toBe(true);
		if (path.startsWith('/')) for (const page of site.pages) expect(text(result)).toContain(page.path);
		else expect(text(result)).toMatch(/"path": must be a canonical page path/);
	});

	it('lists every registry page as a resource whose URI is its absolute page URL', async () => {
		const { resources } = await mcp.listResources();
		expect(resources.map((resource) => resource.uri).sort()).toEqual(site.pages.map((page) => `${baseUrl}${page.path}`).sort());
		for (const resource of resources) expect(resource.mimeType).toBe('text/markdown');
	});

	it('reads a resource as the page Markdown', async () => {
		const uri = `${baseUrl}/methodology`;
		const { contents } = await mcp.readResource(uri);
		expect(contents).toEqual([{ uri, mimeType: 'text/markdown', text: await (await fetch(`${baseUrl}/methodology.md`)).text() }]);
	});
});

describe('resource URIs', () => {
	it('are real pages of the site', async () => {
		for (const page of site.pages) {
			const response = await fetch(`${baseUrl}${page.path}`);
			expect(response.status, page.path).toBe(200);
			await response.body?.cancel();
		}
	});
});

// The Inspector is a third client, written by other people: it runs as a CLI in a temporary
// working directory with its catalog in a temporary file, so it writes nothing into the repo.
describe('MCP Inspector CLI', () => {
	const cli = resolve('node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
	let workDir: string;
	beforeAll(() => {
		workDir = mkdtempSync(join(tmpdir(), 'mcp-inspector-'));
	});
	afterAll(() => rmSync(workDir, { recursive: true, force: true }));

	function inspector(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
		return new Promise((done, fail) => {
			const child = spawn(process.execPath, [cli, '--cli', mcpUrl, ...args], {
				cwd: workDir,
				env: { ...process.env, MCP_CATALOG_PATH: join(workDir, 'catalog.json') },
				stdio: ['ignore', 'pipe', 'pipe']
			});
			let stdout = '';
			let stderr = '';
			child.stdout.on('data', (chunk) => (stdout += chunk));
			child.stderr.on('data', (chunk) => (stderr += chunk));
			child.once('error', fail);
			child.once('exit', (code) => done({ code, stdout, stderr }));
		});
	}

	it('lists both tools and finds no schema portability problem (--strict)', async () => {
		const { code, stdout, stderr } = await inspector('--method', 'tools/list', '--strict');
		expect(code, stderr).toBe(0);
		const { tools } = JSON.parse(stdout);
		expect(tools.map((tool: { name: string }) => tool.name).sort()).toEqual(['get_benchmarks', 'read_page']);
	});

	it('calls get_benchmarks and gets the JSON endpoint body', async () => {
		const { code, stdout, stderr } = await inspector('--method', 'tools/call', '--tool-name', 'get_benchmarks', '--tool-arg', 'profile=mobile', 'framework=react');
		expect(code, stderr).toBe(0);
		const endpoint = await (await fetch(`${baseUrl}/api/benchmarks?profile=mobile&framework=react`)).json();
		expect(JSON.parse(stdout).structuredContent).toEqual(endpoint);
	});

	it('reports a bad enum as a tool error naming the allowed values', async () => {
		const { code, stdout, stderr } = await inspector('--method', 'tools/call', '--tool-name', 'get_benchmarks', '--tool-arg', 'profile=tablet');
		// Inspector 2.12 prints the result, then exits 5 with a "tool_is_error" line on stderr.
		expect(code).not.toBe(0);
		expect(stderr).toContain('tool_is_error');
		const result = JSON.parse(stdout);
		expect(result.isError).toBe(true);
		expect(result.content[0].text).toContain('Allowed values for "profile": desktop, mobile');
	});

	it('left nothing behind in its working directory but the catalog', () => {
		expect(readdirSync(workDir).filter((name) => name !== 'catalog.json')).toEqual([]);
	});
});
