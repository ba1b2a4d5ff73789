// cookieBAR 1.10 (Emanuele Toscano): a self-hosted script configured by its own URL's query string; it
// loads its theme and language file from its folder, stores the choice in the `cookiebar` cookie and
// dispatches `cookiebarConsent`. The page loads the tracker on that event and when the cookie says allowed.
import { LOAD_TRACKER_FUNCTION, standaloneEverywhere, type ProductDeclaration, type ReactIntegration, type ScriptTagIntegration } from './types.ts';

/**
 * Documented parameters: `always` (by default the bar only shows once the site has set a cookie or
 * storage item), `noGeoIp` (by default it first asks ipapi.co whether the visitor is in the EU: a
 * network service, and a visit outside the EU would skip the bar), `showNoConsent` + `noConfirm` (a
 * reject button without a confirm() dialog), `tracking` (say that tracking cookies are used), `forceLang`.
 */
const SCRIPT = 'cookiebar/cookiebar-latest.min.js?forceLang=en&tracking=1&always=1&noGeoIp=1&showNoConsent=1&noConfirm=1';

const ON_CHOICE = `${LOAD_TRACKER_FUNCTION}
document.addEventListener('cookiebarConsent', function (event) { if (event.detail.consent === 'CookieAllowed') loadTracker(); });`;

const ON_STORED_CHOICE = `if (/(^|; )cookiebar=CookieAllowed(;|$)/.test(document.cookie)) loadTracker();`;

const scriptTag: ScriptTagIntegration = {
	head: '',
	// The product starts on DOMContentLoaded. Added after the document has loaded (the React frameworks
	// add standalone tags after hydration) it would never start, so the page starts it then.
	body: `<script src="${SCRIPT}"></script>
<script>${ON_CHOICE}
${ON_STORED_CHOICE}
if (document.readyState !== 'loading') setupCookieBar();</script>`,
	assets: { cookiebar: 'cookie-bar' }
};

const react: ReactIntegration = {
	source: `import { useEffect } from 'react';
${ON_CHOICE}
export default function Consent({ children }) {
	useEffect(() => {
		${ON_STORED_CHOICE}
		const script = document.createElement('script');
		script.src = import.meta.env.BASE_URL + ${JSON.stringify(SCRIPT)};
		script.onload = () => setupCookieBar();
		document.head.appendChild(script);
	}, []);
	return children;
}`,
	assets: { cookiebar: 'cookie-bar' }
};

export const product: ProductDeclaration = {
	slug: 'cookie-bar',
	packageName: 'cookie-bar',
	name: 'cookieBAR',
	gating: { kind: 'integrator', how: 'cookiebarConsent event and the cookiebar cookie' },
	selectors: {
		banner: ['#cookie-bar'],
		accept: '#cookie-bar-button',
		reject: '#cookie-bar-button-no'
	},
	// No framework package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
