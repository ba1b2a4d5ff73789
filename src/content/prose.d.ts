// A prose source imported without a query is the Svelte component mdsvex compiles from it
// (src/content/mdsvex.ts); with ?raw it is its text (Vite's own types).
declare module '*.md' {
	const component: import('svelte').Component<{ facts: import('../lib/server/markdown/prose.ts').ProseFacts }>;
	export default component;
}
