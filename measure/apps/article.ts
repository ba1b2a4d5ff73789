// The page every test app shows, with and without a product: a short article whose heading is the
// hero element (Element Timing "hero"), so page delay measures the page's own content.
export const ARTICLE_TITLE = 'Field notes on a quiet harbour';

export const ARTICLE_PARAGRAPHS = [
	'The harbour wakes before the town does. Nets are checked, engines cough, and the gulls argue over whatever the night left behind.',
	'By mid-morning the light has moved across the water and the first visitors arrive, asking where the ferry leaves and whether the café by the lighthouse is open yet.',
	'Nothing here is in a hurry. The tide sets the schedule, and everyone, sooner or later, learns to read it.'
];

export const ARTICLE_CSS =
	'body{margin:0;font:18px/1.6 system-ui,sans-serif;color:#1b1b1b;background:#fafaf7}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:2.2rem;line-height:1.2}';

/**
 * The control for interactions (harness 2.0, issue 65): a button with no handler on every page, pressed on
 * the bare page in every measured visit as accept and reject are pressed on a product's. Its response is
 * the input's and the frame's own cost, which no product adds to.
 */
export const CONTROL_ID = 'control-press';
export const CONTROL_SELECTOR = `#${CONTROL_ID}`;
export const CONTROL_LABEL = 'Back to the harbour';

export function articleHtml(): string {
	return `<main><h1 elementtiming="hero">${ARTICLE_TITLE}</h1>${ARTICLE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}<button type="button" id="${CONTROL_ID}">${CONTROL_LABEL}</button></main>`;
}
