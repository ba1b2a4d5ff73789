// cookie-consent-js 2 (Stefan Haack): a global constructor that fetches its texts from the package's
// language files, stores the choice in a cookie and calls postSelectionCallback; the page loads the
// tracker from that callback and, on later visits, when trackingAllowed() says so.
import { LOAD_TRACKER_FUNCTION, standaloneEverywhere, type ProductDeclaration, type ReactIntegration, type ScriptTagIntegration } from './types.ts';

/** `lang` defaults to navigator.language; pinned so that every visit fetches the same file. */
const CREATE = (contentUrl: string) => `${LOAD_TRACKER_FUNCTION}
var cookieConsent = new CookieConsent({
	contentUrl: ${contentUrl},
	privacyPolicyUrl: '/privacy',
	lang: 'en',
	postSelectionCallback: function () { if (cookieConsent.trackingAllowed()) loadTracker(); }
});
if (cookieConsent.trackingAllowed()) loadTracker();`;

const ASSETS = {
	'vendor/cookie-consent.css': 'cookie-consent-js/src/cookie-consent.css',
	'vendor/cookie-consent.js': 'cookie-consent-js/src/cookie-consent.js',
	'vendor/cookie-consent-content': 'cookie-consent-js/cookie-consent-content'
};

const scriptTag: ScriptTagIntegration = {
	head: '<link rel="stylesheet" href="vendor/cookie-consent.css">',
	body: `<script src="vendor/cookie-consent.js"></script>
<script>${CREATE("'vendor/cookie-consent-content'")}</script>`,
	assets: ASSETS
};

const react: ReactIntegration = {
	// A classic script with no exports (its constructor is a global): added by the page, as documented.
	source: `import { useEffect } from 'react';
import 'cookie-consent-js/src/cookie-consent.css';
export default function Consent({ children }) {
	useEffect(() => {
		const script = document.createElement('script');
		script.src = import.meta.env.BASE_URL + 'vendor/cookie-consent.js';
		script.onload = () => { ${CREATE("import.meta.env.BASE_URL + 'vendor/cookie-consent-content'")} };
		document.head.appendChild(script);
	}, []);
	return children;
}`,
	assets: { 'vendor/cookie-consent.js': ASSETS['vendor/cookie-consent.js'], 'vendor/cookie-consent-content': ASSETS['vendor/cookie-consent-content'] }
};

export const product: ProductDeclaration = {
	slug: 'cookie-consent-js',
	packageName: 'cookie-consent-js',
	name: 'cookie-consent-js',
	gating: { kind: 'integrator', how: 'postSelectionCallback and trackingAllowed()' },
	selectors: {
		banner: ['#cookieConsentModal .modal-content'],
		accept: '#cookieConsentModal .btn-accept-all',
		reject: '#cookieConsentModal .btn-accept-necessary'
	},
	// No framework package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
