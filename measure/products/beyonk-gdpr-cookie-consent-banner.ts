// Beyonk's GDPR Cookie Consent Banner 16: a Svelte component, also built as the custom element
// <cookie-consent-banner> (open shadow root, styled through ::part by its stylesheet). It stores the
// choice in its cookie and reports each category on window as `consent:<category>`, now and on later visits.
import { LOAD_TRACKER_FUNCTION, standaloneEverywhere, type ProductDeclaration, type ReactIntegration, type ScriptTagIntegration } from './types.ts';

/** Reject is off by default (`canRejectCookies: false`); a first-layer reject is what every product here offers. */
const ATTRIBUTES = {
	'cookie-name': 'consent',
	'can-reject-cookies': 'true',
	heading: 'We use cookies',
	description: 'We use an analytics cookie to understand how this page is read.'
};

const ELEMENT = `<cookie-consent-banner ${Object.entries(ATTRIBUTES).map(([name, value]) => `${name}="${value}"`).join(' ')}></cookie-consent-banner>`;

const ON_CHOICE = `${LOAD_TRACKER_FUNCTION}
window.addEventListener('consent:analytics', function (event) { if (event.detail.agreed) loadTracker(); });`;

const ASSETS = {
	'vendor/banner.css': '@beyonk/gdpr-cookie-consent-banner/src/lib/banner.css',
	'vendor/gdpr-cookie-consent-banner.js': '@beyonk/gdpr-cookie-consent-banner/dist/index.js'
};

const scriptTag: ScriptTagIntegration = {
	head: '<link rel="stylesheet" href="vendor/banner.css">',
	body: `${ELEMENT}
<script>${ON_CHOICE}</script>
<script type="module" src="vendor/gdpr-cookie-consent-banner.js"></script>`,
	assets: ASSETS
};

const react: ReactIntegration = {
	// The package exports its Svelte source, not the custom-element build (dist/ is outside "exports"), so
	// a React page loads that build as the README's CDN usage does, from its own copy. The stylesheet is
	// linked too, not imported: one of its selectors is invalid (a ::part() followed by a descendant), which
	// a browser drops and Vite's CSS minifier refuses.
	source: `import { useEffect } from 'react';
${ON_CHOICE}
export default function Consent({ children }) {
	useEffect(() => {
		const stylesheet = document.createElement('link');
		stylesheet.rel = 'stylesheet';
		stylesheet.href = import.meta.env.BASE_URL + 'vendor/banner.css';
		document.head.appendChild(stylesheet);
		document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(ELEMENT)});
		const script = document.createElement('script');
		script.type = 'module';
		script.src = import.meta.env.BASE_URL + 'vendor/gdpr-cookie-consent-banner.js';
		document.head.appendChild(script);
	}, []);
	return children;
}`,
	assets: ASSETS
};

export const product: ProductDeclaration = {
	slug: 'beyonk-gdpr-cookie-consent-banner',
	packageName: '@beyonk/gdpr-cookie-consent-banner',
	name: 'GDPR Cookie Consent Banner (@beyonk/gdpr-cookie-consent-banner)',
	// package.json 16.0.2 has no homepage.
	website: 'https://github.com/beyonk-group/gdpr-cookie-consent-banner',
	gating: { kind: 'integrator', how: 'consent:analytics event on window with detail.agreed, also fired for a stored choice' },
	selectors: {
		banner: ['cookie-consent-banner', '.cookieConsentWrapper'],
		accept: 'cookie-consent-banner .cookieConsent__Button--Accept',
		reject: 'cookie-consent-banner [part~="button--reject"]'
	},
	// Svelte only, and our frameworks have no Svelte app: the custom element everywhere.
	frameworks: standaloneEverywhere(scriptTag, react)
};
