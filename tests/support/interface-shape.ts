// The benchmark view as ../shared/INTERFACE.md §2 writes it, as a JSON Schema typed by hand from that
// document, not generated from src/lib/schema.ts: every object forbids additional properties, as the
// interface says, so a strict client's view of the contract is tested against what the service sends.
const closed = (properties: Record<string, object>, required = Object.keys(properties)) => ({ type: 'object', additionalProperties: false, properties, required });
const text = { type: 'string' };
const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

const metricOutcome = {
	oneOf: [
		closed(
			{
				status: { const: 'measured' },
				median: { type: 'number' },
				samples: { type: 'number' },
				tier: { enum: ['good', 'fair', 'poor'] },
				p75: { type: 'number' },
				interval: closed({ low: { type: 'number' }, high: { type: 'number' } }),
				conclusion: { enum: ['added', 'removed', 'inconclusive'] }
			},
			['status', 'median', 'samples', 'tier']
		),
		closed({ status: { enum: ['unavailable', 'unsupported', 'failed'] }, reason: text })
	]
};

const correctnessOutcome = {
	oneOf: [
		closed({ status: { const: 'measured' }, verified: { type: 'number' }, failed: { type: 'number' }, unknown: { type: 'number' }, failures: { type: 'array', items: text } }),
		closed({ status: { enum: ['unavailable', 'unsupported', 'failed'] }, reason: text })
	]
};

export const INTERFACE_VIEW_SHAPE = {
	$schema: 'https://json-schema.org/draft/2020-12/schema',
	...closed({
		publication: closed({ analysisId: text, methodologyVersion: text, publishedOn: date, collectedFrom: date, collectedTo: date, visitsPerCell: { type: 'number' } }),
		preview: { const: true },
		profile: { enum: ['desktop', 'mobile'] },
		framework: { enum: ['nextjs', 'react', 'nuxt', 'astro', 'tanstack-start', 'script-tag'] },
		testConditions: closed({ label: text, viewport: text, cpu: text, network: text }),
		methodologyUrl: { type: 'string', format: 'uri' },
		sourceUrl: { type: 'string', format: 'uri' },
		caveats: { type: 'array', items: text },
		metrics: { type: 'array', items: closed({ id: text, unit: text, description: text }) },
		results: {
			type: 'array',
			items: closed({
				product: closed({ slug: text, name: text, vendor: text, version: text, website: { type: 'string', format: 'uri' } }),
				answers: closed({ bannerVisible: metricOutcome, pageDelay: metricOutcome, clickResponse: metricOutcome, addedBytes: metricOutcome, mainThread: metricOutcome }),
				rejectResponse: metricOutcome,
				correctness: correctnessOutcome,
				notes: { type: 'array', items: text }
			})
		}
	})
};
