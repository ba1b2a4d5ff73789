// The reader's check for what a page shows (issue 91): `npm run reproduce` with the view's profile and
// framework and the products on the page, so a copied command checks the numbers it was copied from
// (its defaults gather desktop / plain HTML). One place words it for every page and its Markdown.
import type { ViewKey } from './dimensions.ts';

/** Presses a default check gathers of each product (5 visits a page alternate accept and reject): what a press comparison rests on. */
export const DEFAULT_CHECK_VISITS = 5;

export function reproduceCommand(key: ViewKey, products: readonly string[]): string {
	return `npm run reproduce -- --profile ${key.profile} --framework ${key.framework} --products ${products.join(',')}`;
}

/** What a check on your own machine can say, in words a page prints under its command; `of` names what it checks ("the pair"). */
export const checkWords = (of: string) =>
	`Its defaults visit each page ${DEFAULT_CHECK_VISITS} times, so each product is pressed about ${Math.ceil(DEFAULT_CHECK_VISITS / 2)} times on accept and ${Math.floor(DEFAULT_CHECK_VISITS / 2)} on reject: enough to set this machine's load outcomes against the machine spread, too few to decide a press difference (add --visits 20 for 10 presses of each). It checks this publication's conclusions for ${of} first: held, left open, or contradicted.`;

/** What a check of one pair on your own machine can say, as a compare page and its Markdown print it. */
export const PAIR_CHECK_WORDS = checkWords('the pair');
