// Cookies EU banner 3 (Alex-D): the page supplies the banner as a <template> with the documented IDs,
// the product shows it, stores the choice and calls onAccept (now, and on later visits) to load the tracker.
import { LOAD_TRACKER_FUNCTION, standaloneEverywhere, type ProductDeclaration, type ReactIntegration, type ScriptTagIntegration } from './types.ts';

/**
 * The package ships no stylesheet: its README's template is bare markup and its demo styles the banner
 * as a fixed bar. The same few declarations inline here, so that the banner shows in the viewport as on
 * any real site; left unstyled it would sit below the article, outside the viewport.
 */
const TEMPLATE = `<template id="cookies-eu-banner-template">
	<div id="cookies-eu-banner" style="position:fixed;left:0;right:0;bottom:0;padding:1rem;background:#fff;border-top:1px solid #ccc;font:16px/1.4 sans-serif">
		We use an analytics cookie to understand how this page is read.
		<button id="cookies-eu-reject">Reject all</button>
		<button id="cookies-eu-accept">Accept all</button>
	</div>
</template>`;

const CREATE = 'createCookiesBanner({ onAccept: loadTracker });';

const scriptTag: ScriptTagIntegration = {
	head: '',
	body: `${TEMPLATE}
<script src="vendor/cookies-eu-banner.global.js"></script>
<script>${LOAD_TRACKER_FUNCTION}
CookiesEuBanner.${CREATE}</script>`,
	assets: { 'vendor/cookies-eu-banner.global.js': 'cookies-eu-banner/dist/cookies-eu-banner.global.js' }
};

const react: ReactIntegration = {
	// The documented build-step usage: the ES module, called once the template is in the document.
	source: `import { useEffect } from 'react';
import { createCookiesBanner } from 'cookies-eu-banner';
${LOAD_TRACKER_FUNCTION}
export default function Consent({ children }) {
	useEffect(() => {
		document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(TEMPLATE)});
		${CREATE}
	}, []);
	return children;
}`
};

export const product: ProductDeclaration = {
	slug: 'cookies-eu-banner',
	packageName: 'cookies-eu-banner',
	name: 'Cookies EU banner',
	gating: { kind: 'integrator', how: 'onAccept callback, called on accepting and on later visits after an accept' },
	selectors: {
		banner: ['#cookies-eu-banner'],
		accept: '#cookies-eu-accept',
		reject: '#cookies-eu-reject'
	},
	// No framework package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
