// Answers an agent's call of the selector form's declarative WebMCP tool when JavaScript runs.
// Without JavaScript the browser submits the GET form itself and the call ends with that navigation
// (Chromium 156 resolves it with null). With JavaScript the agent gets more: the call is answered
// with the view it asked for, the same JSON as get_benchmarks and GET /api/benchmarks, and then the
// page goes to that view as the browser's own submit would have. A refused value fails the call with
// the server's wording and the page stays where it was. People's submits are left to the browser.

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

/** A form's submit handler: only an agent's call is taken over; people's submits go on to the browser. */
export function answerAgentSubmit(event: SubmitEvent): void {
	const submit = event as AgentSubmitEvent;
	if (!submit.agentInvoked || typeof submit.respondWith !== 'function' || !(submit.target instanceof HTMLFormElement)) return;
	const url = submittedUrl(submit.target, submit.submitter);
	// respondWith() throws unless preventDefault() came first.
	submit.preventDefault();
	const answer = viewJson(url);
	submit.respondWith(answer);
	// The page leaves in a later task, once the answer has gone to the browser, which hands it to the
	// agent. A caller inside the page (page.webmcp, an extension's script) waits in this document and
	// may lose the answer to the navigation; no event says it has arrived. A refusal leaves the page.
	answer.then(() => setTimeout(() => location.assign(url)), () => {});
}
