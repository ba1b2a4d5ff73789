// The documents an agent or crawler reads to find this service on its own: robots.txt (allow
// all, the sitemap, and the catalog as a comment), sitemap.xml (every canonical page and view),
// and the AI catalog at /.well-known/ai-catalog.json (ARD 1.0) pointing at the MCP server card.
// Every URL is absolute and built from ORIGIN. The bodies are pure functions of the site; the
// content index (site.ts) builds each once, since the site never changes while the process runs.
import { ALL_VIEWS } from '../dimensions.ts';
import { fixedBody, respondFixed, type FixedBody } from './http/fixed-body.ts';
import { SERVER_CARD_PATH, SERVER_CARD_TYPE } from './mcp/server-card.ts';
import { SERVER_DESCRIPTION, SERVER_TITLE, SERVER_VERSION } from './mcp/identity.ts';
import { GET_BENCHMARKS, READ_PAGE } from '../tools.ts';
import type { Dataset } from '../schema.ts';
import type { SiteConfig } from './config.ts';
import type { CanonicalPage } from './pages.ts';
import { viewUrl } from './views.ts';

/** What the discovery documents are built from: the page registry, the configuration and the dataset (not the content index, which builds them). */
export interface DiscoveryInput {
	pages: readonly CanonicalPage[];
	config: SiteConfig;
	dataset: Dataset;
}

export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';
export const AI_CATALOG_TYPE = 'application/ai-catalog+json';
export const SITEMAP_PATH = '/sitemap.xml';

/** Like the other fixed documents: fine to keep an hour, since only a deployment changes them. */
const CACHE_CONTROL = 'public, max-age=3600';
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' };

/**
 * Lighthouse 13.5's robots-txt audit (SEO) fails on any directive outside its safelist, and the
 * ARD "Agentmap:" line is not on it; so the catalog is named in a comment, and agents find it at
 * its well-known path, in each page's <link rel="ai-catalog"> and in its Link header.
 */
export function renderRobotsTxt(origin: string): string {
	return [
		'# CMP Benchmarks: public, read-only. Every page may be crawled.',
		'User-agent: *',
		'Allow: /',
		'',
		`Sitemap: ${origin}${SITEMAP_PATH}`,
		'',
		`# AI catalog (MCP server card): ${origin}${AI_CATALOG_PATH}`,
		`# Pages for language models: ${origin}/llms.txt`,
		''
	].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every canonical page, then every view of the leaderboard; all dated by the publication. */
export function renderSitemap(site: DiscoveryInput): string {
	const { origin } = site.config;
	const lastmod = site.dataset.publication.publishedOn;
	const urls = [...site.pages.map((page) => `${origin}${page.path}`), ...ALL_VIEWS.map((key) => viewUrl(origin, key))];
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc><lastmod>${lastmod}</lastmod></url>`),
		'</urlset>',
		''
	].join('\n');
}

/**
 * The ARD catalog: one entry, the MCP server card by reference. The identifier follows the
 * catalog's URN pattern urn:air:<publisher>:<namespace>:<name>, with our host as publisher and
 * the name part of the server's reverse-DNS name.
 */
export function buildAiCatalog(config: SiteConfig): Record<string, unknown> {
	const { hostname } = new URL(config.origin);
	const name = config.mcpServerName.split('/')[1];
	return {
		specVersion: '1.0',
		host: { displayName: SERVER_TITLE, documentationUrl: `${config.origin}/developers` },
		entries: [
			{
				identifier: `urn:air:${hostname}:mcp:${name}`,
				displayName: `${SERVER_TITLE} MCP server`,
				type: SERVER_CARD_TYPE,
				url: `${config.origin}${SERVER_CARD_PATH}`,
				description: SERVER_DESCRIPTION,
				version: SERVER_VERSION,
				capabilities: [GET_BENCHMARKS.name, READ_PAGE.name],
				representativeQueries: [
					'Which cookie consent manager delays page load the least on mobile?',
					'Compare consent banner performance for Next.js',
					'How is the cookie consent benchmark measured?'
				]
			}
		]
	};
}

/** The three bodies, built once by the content index (site.ts). */
export function buildDiscoveryDocuments(site: DiscoveryInput): Record<'robotsTxt' | 'sitemap' | 'aiCatalog', FixedBody> {
	return {
		robotsTxt: fixedBody(renderRobotsTxt(site.config.origin), 'text/plain; charset=utf-8'),
		sitemap: fixedBody(renderSitemap(site), 'application/xml; charset=utf-8'),
		aiCatalog: fixedBody(JSON.stringify(buildAiCatalog(site.config), null, 2), AI_CATALOG_TYPE)
	};
}

/** Like the other fixed documents: ETag, 304, HEAD, public for an hour, readable from any origin. */
export const respondDiscoveryDocument = (request: Request, body: FixedBody) =>
	respondFixed(request, body, { cacheControl: CACHE_CONTROL, headers: CORS });

/**
 * The Markdown twin of an HTML page URL, as the layout's <link rel="alternate"> names it: / is
 * /index.md and keeps its view query; other pages append .md.
 */
export function markdownAlternatePath(url: URL): string {
	// The leaderboard, the compare page and a publication's page are chosen by their query; the other pages have none.
	if (url.pathname === '/') return `/index.md${url.search}`;
	return url.pathname === '/compare' || url.pathname.startsWith('/publications/') ? `${url.pathname}.md${url.search}` : `${url.pathname}.md`;
}
