// What a 2.1 publication's provenance says of its press reading (issue 90), worded here from the figures
// publishedRecords decided (publish/admitted.ts), so analysis returns numbers and publish writes English.
import { PROFILES } from '../../src/lib/dimensions.ts';
import type { PressReading } from '../../src/lib/schema.ts';

/** A sentence per profile: the control presses under the reading, and the press margin they give. */
export function pressReadingFacts(reading: PressReading): string[] {
	return PROFILES.flatMap((profile) => {
		const c = reading.control[profile];
		if (!c) return [];
		const scaled = reading.condition === 'control-scaled' && reading.reference ? `, each at the speed of the reference control press (${reading.reference[profile]} ms: multiplied by it over the median of its own round's control presses)` : '';
		return `${profile} control presses (the bare page's button that does nothing), read as every press is (the click's handling: from the dispatch of the input that clicks to the frame handed over${scaled}): ${c.presses}, median ${c.median.toFixed(1)} ms, interquartile range ${c.iqr.toFixed(2)} ms. Two products' ${profile} accept or reject presses differ in practice only beyond ±${c.margin.toFixed(1)} ms, that range rounded up to 0.1 ms.`;
	});
}
