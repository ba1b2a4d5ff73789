// Answers an agent's call of the selector form's declarative WebMCP tool when JavaScript runs.
// Without JavaScript the browser submits the GET form itself and the call ends with that navigation
// (Chromium 156 resolves it with null). With JavaScript the agent gets more: the call is answered
// with the view it asked for, the same JSON as get_benchmarks and GET /api/benchmarks, and the page
// shows that view. It does so in place (the new view's <main>, title and URL), not by navigating: a
// navigation that starts before the browser has passed the answer on replaces it with the next
// page's (Chromium then reports an empty result), and no event says when the answer has gone. A
// refused value fails the call with the server's wording and the page stays where it was. People's
// submits are left to the browser.
/** Chromium's SubmitEvent for a declarative tool call (WebMCP, not yet in TypeScript's DOM types). */
interface AgentSubmitEvent extends SubmitEvent {
	agentInvoked?: boolean;
	respondWith?(result: Promise<unknown>): void;
}

/** The form's GET URL for this submit, as the browser would build it. */
export function submittedUrl(form: HTMLFormElement, submitter: HTMLElement | null): URL {
	const url = new URL(form.action);
	const fields = new FormData(form, submitter);
	url.search = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])).toString();
	return url;
}

/** The view's JSON for the form's URL; a refused value (problem+json) fails with the server's own wording. */
async function viewJson(url: URL): Promise<unknown> {
	const query = new URLSearchParams();
	for (const name of ['profile', 'framework']) {
		const value = url.searchParams.get(name);
		if (value) query.set(name, value);
	}
	const response = await fetch(`/api/benchmarks?${query}`);
	const body = await response.json();
	if (!response.ok) throw new Error(`show_benchmark_view: ${body.detail ?? response.status}`);
	return body;
}

/** The address whose view the document shows (changed by showInPlace without a load). */
let shownAddress = location.pathname + location.search;

/** Shows the view at `url` in this document: its <main>, title and address; a full load if that fails. */
async function showInPlace(url: URL): Promise<void> {
	try {
		const response = await fetch(url, { headers: { accept: 'text/html' } });
		if (!response.ok) throw new Error(String(response.status));
		const next = new DOMParser().parseFromString(await response.text(), 'text/html');
		const main = next.querySelector('main');
		if (!main) throw new Error('no <main>');
		document.querySelector('main')!.replaceWith(document.adoptNode(main));
		document.title = next.title;
		history.pushState(null, '', url);
		shownAddress = url.pathname + url.search;
	} catch {
		location.assign(url);
	}
}

/** A submit handler for the document: only an agent's call of a tool form is taken over. */
export function answerAgentSubmit(event: SubmitEvent): void {
	const submit = event as AgentSubmitEvent;
	if (!submit.agentInvoked || typeof submit.respondWith !== 'function' || !(submit.target instanceof HTMLFormElement)) return;
	const url = submittedUrl(submit.target, submit.submitter);
	// respondWith() throws unless preventDefault() came first.
	submit.preventDefault();
	const answer = viewJson(url);
	submit.respondWith(answer);
	answer.then(() => showInPlace(url), () => {});
}

/** Back and forward across an in-place view: the address changed without a load, so load it (not for #fragments). */
export function reloadOnHistoryMove(): void {
	addEventListener('popstate', () => {
		if (location.pathname + location.search !== shownAddress) location.reload();
	});
}
