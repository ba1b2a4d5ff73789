// The allowed values of a view, declared once and imported by the schema, the JSON endpoint,
// OpenAPI, the MCP and WebMCP input schemas, the selectors and the Markdown.

export const PROFILES = ['desktop', 'mobile'] as const;
export const FRAMEWORKS = ['nextjs', 'react', 'nuxt', 'astro', 'tanstack-start', 'script-tag'] as const;

export type Profile = (typeof PROFILES)[number];
export type Framework = (typeof FRAMEWORKS)[number];

export const DEFAULT_PROFILE: Profile = 'desktop';
export const DEFAULT_FRAMEWORK: Framework = 'nextjs';

/** Human labels, for pages and Markdown; the ids above stay the contract. */
export const PROFILE_LABELS: Record<Profile, string> = { desktop: 'Desktop', mobile: 'Mobile' };
export const FRAMEWORK_LABELS: Record<Framework, string> = {
	nextjs: 'Next.js',
	react: 'React (Vite SPA)',
	nuxt: 'Nuxt',
	astro: 'Astro',
	'tanstack-start': 'TanStack Start',
	'script-tag': 'Plain HTML (script tag)'
};

export interface ViewKey {
	profile: Profile;
	framework: Framework;
}

/** Every (profile, framework) pair, in declaration order: the 12 published views. */
export const ALL_VIEWS: readonly ViewKey[] = PROFILES.flatMap((profile) =>
	FRAMEWORKS.map((framework) => ({ profile, framework }))
);

export function isProfile(value: string): value is Profile {
	return (PROFILES as readonly string[]).includes(value);
}

export function isFramework(value: string): value is Framework {
	return (FRAMEWORKS as readonly string[]).includes(value);
}
