// Answers an agent's call of the selector form's declarative WebMCP tool when JavaScript runs.
// Without JavaScript the browser submits the GET form itself and the call ends with that
// navigation. With JavaScript, SvelteKit takes over GET submits (preventDefault, then a
// client-side navigation), and Chromium 156 then fails the agent's call ("called preventDefault()
// … without also calling respondWith()"). So for an agent's submit this does what SvelteKit would
// do, navigate to the form's URL, and answers the call with the view it landed on: the same JSON
// as get_benchmarks and GET /api/benchmarks.

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

async function showView(url: URL): Promise<unknown> {
	const { goto } = await import('$app/navigation');
	// As the form's data-sveltekit-keepfocus and -noscroll ask: keep scroll and focus where they are.
	await goto(url, { reset: false });
	const query = new URLSearchParams();
	for (const name of ['profile', 'framework']) {
		const value = url.searchParams.get(name);
		if (value) query.set(name, value);
	}
	const response = await fetch(`/api/benchmarks?${query}`);
	const body = await response.json();
	// A refused value (problem+json) fails the call with the server's own wording.
	if (!response.ok) throw new Error(`show_benchmark_view: ${body.detail ?? response.status}`);
	return body;
}

/** The selector form's submit handler: only an agent's call is taken over; people's submits go on to SvelteKit. */
export function answerAgentSubmit(event: SubmitEvent): void {
	const submit = event as AgentSubmitEvent;
	if (!submit.agentInvoked || typeof submit.respondWith !== 'function' || !(submit.target instanceof HTMLFormElement)) return;
	const url = submittedUrl(submit.target, submit.submitter);
	// respondWith() throws unless preventDefault() came first; SvelteKit then leaves this submit alone.
	submit.preventDefault();
	submit.respondWith(showView(url));
}
