// Klaro! (KIProtect): config object read at load, the tracker as a `type="text/plain" data-name`
// script that Klaro enables itself once its service is consented.
import { standaloneEverywhere, TRACKER_SRC, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const CONFIG = `{
	version: 1,
	elementID: 'klaro',
	storageMethod: 'cookie',
	cookieName: 'klaro',
	default: false,
	mustConsent: false,
	acceptAll: true,
	hideDeclineAll: false,
	hideLearnMore: false,
	translations: {
		zz: { privacyPolicyUrl: '/privacy' },
		en: {
			consentNotice: { description: 'We use an analytics cookie to understand how this page is read.' },
			ok: 'Accept all',
			decline: 'Reject all',
			purposes: { analytics: 'Analytics' }
		}
	},
	services: [{ name: 'tracker', title: 'Test tracker', purposes: ['analytics'], cookies: ['_trk'] }]
}`;

const TRACKER_TAG = `<script type="text/plain" data-type="text/javascript" data-name="tracker" data-src="${TRACKER_SRC}"></script>`;

const scriptTag: ScriptTagIntegration = {
	head: '',
	body: `${TRACKER_TAG}
<script>var klaroConfig = ${CONFIG};</script>
<script defer src="vendor/klaro.js"></script>`,
	assets: { 'vendor/klaro.js': 'klaro/dist/klaro.js' }
};

const react: ReactIntegration = {
	// Klaro's documented bundler usage: import the module and the CSS, then setup(config).
	source: `import { useEffect } from 'react';
import * as klaro from 'klaro/dist/klaro-no-css';
import 'klaro/dist/klaro.min.css';
export default function Consent({ children }) {
	useEffect(() => {
		document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(TRACKER_TAG)});
		window.klaro = klaro;
		klaro.setup(${CONFIG});
	}, []);
	return children;
}`
};

export const product: ProductDeclaration = {
	slug: 'klaro',
	packageName: 'klaro',
	name: 'Klaro!',
	gating: { kind: 'built-in', how: 'script tag with type="text/plain" data-name="tracker", enabled by the product for its consented service' },
	selectors: {
		banner: ['.klaro .cookie-notice'],
		accept: '.klaro .cookie-notice .cm-btn-success',
		reject: '.klaro .cookie-notice .cn-decline'
	},
	// No Next.js or React package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
