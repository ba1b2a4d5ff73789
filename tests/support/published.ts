// What the running service publishes, read as a client reads it: tests compare pages with the dataset
// the server actually serves, never with a figure copied into the test.

/** The mobile profile's test-conditions label in the served `publication.json` (it names the reference device). */
export async function servedMobileLabel(base: string): Promise<string> {
	const dataset = (await (await fetch(`${base}/data/publication.json`)).json()) as { testConditions: { mobile: { label: string } } };
	return dataset.testConditions.mobile.label;
}
