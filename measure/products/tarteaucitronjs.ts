// tarteaucitron.js: self-hosted (it loads its language, services and CSS from its own folder), with a
// custom service whose js() adds the tracker only when the service is allowed.
import { standaloneEverywhere, TRACKER_SRC, type ProductDeclaration, type ScriptTagIntegration, type ReactIntegration } from './types.ts';

const INIT = `tarteaucitron.init({
	privacyUrl: '',
	hashtag: '#tarteaucitron',
	cookieName: 'tarteaucitron',
	orientation: 'bottom',
	showAlertSmall: false,
	cookieslist: false,
	showIcon: false,
	DenyAllCta: true,
	AcceptAllCta: true,
	highPrivacy: true,
	handleBrowserDNTRequest: false,
	mandatory: true,
	useExternalCss: false,
	useExternalJs: false
});
tarteaucitron.services.testtracker = {
	key: 'testtracker', type: 'analytic', name: 'Test tracker', uri: '', needConsent: true, cookies: ['_trk'],
	js: function () { tarteaucitron.addScript('${TRACKER_SRC}'); }
};
(tarteaucitron.job = tarteaucitron.job || []).push('testtracker');`;

const scriptTag: ScriptTagIntegration = {
	head: '',
	body: `<script src="tarteaucitron/tarteaucitron.js"></script>
<script>${INIT}</script>`,
	assets: { tarteaucitron: 'tarteaucitronjs' }
};

const react: ReactIntegration = {
	// No module build: the documented self-hosted script, added by the page and initialised on load.
	source: `import { useEffect } from 'react';
export default function Consent({ children }) {
	useEffect(() => {
		const script = document.createElement('script');
		script.src = import.meta.env.BASE_URL + 'tarteaucitron/tarteaucitron.js';
		script.onload = () => { ${INIT} };
		document.head.appendChild(script);
	}, []);
	return children;
}`,
	assets: { tarteaucitron: 'tarteaucitronjs' }
};

export const product: ProductDeclaration = {
	slug: 'tarteaucitronjs',
	packageName: 'tarteaucitronjs',
	name: 'tarteaucitron.js',
	gating: { kind: 'built-in', how: "a custom service whose js() the product runs only when the service is allowed" },
	selectors: {
		banner: ['#tarteaucitronAlertBig'],
		accept: '#tarteaucitronPersonalize2',
		reject: '#tarteaucitronAllDenied2'
	},
	// No Next.js or React package: the standalone script, as the plain page has it.
	frameworks: standaloneEverywhere(scriptTag, react)
};
