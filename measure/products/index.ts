// Every benchmarked product, one declaration file each. This order is the dataset's order, not a
// ranking: the site sorts products itself.
import { product as beyonkGdprCookieConsentBanner } from './beyonk-gdpr-cookie-consent-banner.ts';
import { product as c15t } from './c15t.ts';
import { product as cookieBar } from './cookie-bar.ts';
import { product as cookieConsentJs } from './cookie-consent-js.ts';
import { product as cookieconsent } from './cookieconsent.ts';
import { product as cookiesEuBanner } from './cookies-eu-banner.ts';
import { product as klaro } from './klaro.ts';
import { product as orejime } from './orejime.ts';
import { product as porscheCookieConsentBanner } from './porsche-cookie-consent-banner.ts';
import { product as reactCookieConsent } from './react-cookie-consent.ts';
import { product as reactCookieManager } from './react-cookie-manager.ts';
import { product as tarteaucitronjs } from './tarteaucitronjs.ts';
import type { ProductDeclaration } from './types.ts';
import { product as vanillaCookieconsent } from './vanilla-cookieconsent.ts';

export const PRODUCTS: readonly ProductDeclaration[] = [
	vanillaCookieconsent,
	klaro,
	orejime,
	tarteaucitronjs,
	cookieconsent,
	c15t,
	reactCookieConsent,
	reactCookieManager,
	porscheCookieConsentBanner,
	// Added for publication 1.1 (issue 25).
	cookiesEuBanner,
	cookieConsentJs,
	cookieBar,
	beyonkGdprCookieConsentBanner
];
