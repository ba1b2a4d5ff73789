// Every page kind's server HTML through the W3C's own checker, the Nu HTML Checker (vnu-jar, on Java;
// scripts/ensure-java.sh installs a runtime when missing), in one Java process. Allowed by name, and
// nothing else: the WebMCP draft's declarative attributes on the view form, which no validator knows yet
// (research/webmcp-notes.md): toolname, tooldescription, toolautosubmit, toolparamdescription.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';

const base = inject('baseUrl');
// The jar the vnu-jar package ships (pinned in devDependencies); it has no typed JavaScript entry to import.
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const PAGE_KINDS = {
	leaderboard: '/',
	'leaderboard-sorted-view': '/?profile=mobile&framework=astro&sort=addedBytes',
	methodology: '/methodology',
	developers: '/developers',
	corrections: '/corrections',
	'corrections-prefilled': '/corrections?product=klaro&profile=mobile&framework=react&metric=pageDelay&problem=The+delay+looks+too+high.',
	'corrections-refused': '/corrections?profile=tablet&problem=x',
	product: '/products/klaro',
	'product-callback-only': '/products/react-cookie-manager',
	compare: '/compare?profile=mobile&framework=react&a=klaro&b=orejime',
	'compare-choosing': '/compare?profile=mobile&framework=react&a=klaro',
	'compare-not-measured': '/compare?profile=desktop&framework=nuxt&a=klaro&b=c15t',
	candidates: '/candidates?profile=mobile&framework=nuxt&product=cookies-eu-banner&product=klaro&product=orejime&count=pageDelay&count=clickResponse',
	'not-found': '/nope'
};
const WEBMCP_DRAFT_ATTRIBUTE = /^Attribute “(toolname|tooldescription|toolautosubmit|toolparamdescription)” not allowed on element “[a-z]+” at this point\.$/;

interface VnuMessage { type: string; url: string; lastLine?: number; message: string; extract?: string }

async function check(files: Record<string, string>): Promise<VnuMessage[]> {
	const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
	const paths = Object.entries(files).map(([name, html]) => {
		const path = join(dir, `${name}.html`);
		writeFileSync(path, html);
		return path;
	});
	const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...paths], { maxBuffer: 16 * 2 ** 20 });
	return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

const describeMessage = (m: VnuMessage) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}`;

describe('the Nu HTML Checker', () => {
	it('reports no error on any page kind but the WebMCP draft attributes', { timeout: 120_000 }, async () => {
		const pages = Object.fromEntries(await Promise.all(Object.entries(PAGE_KINDS).map(async ([name, path]) => [name, await (await fetch(`${base}${path}`)).text()] as const)));
		const messages = await check(pages);
		expect(messages.filter((m) => !WEBMCP_DRAFT_ATTRIBUTE.test(m.message)).map(describeMessage)).toEqual([]);
		// The allowance is used, and only on the view form of the leaderboard pages.
		expect(new Set(messages.map((m) => m.url.split('/').pop()))).toEqual(new Set(['leaderboard.html', 'leaderboard-sorted-view.html']));
	});

	it('can fail: a row header made of a td with a role, and an unprefixed line-clamp, are reported', { timeout: 60_000 }, async () => {
		const messages = await check({
			planted: '<!doctype html><html lang="en"><head><title>x</title><style>p { line-clamp: 2; }</style></head><body><table><thead><tr><th scope="col">Product</th><th scope="col">B</th></tr></thead><tbody><tr><td role="rowheader">a</td><td>b</td></tr></tbody></table></body></html>'
		});
		expect(messages.map((m) => m.message).join('\n')).toMatch(/The “role” attribute must not be used on a “td” element which has a “table” ancestor/);
		expect(messages.map((m) => m.message).join('\n')).toMatch(/line-clamp/);
	});
});
