// How the publication reads its presses, in words for /methodology (issue 94): a fact of the dataset
// (pressReading, from 2.1), never written into the page by hand, so the page says what the numbers are.
import { PROFILE_LABELS } from '../../dimensions.ts';
import type { Dataset } from '../../schema.ts';
import { paragraph, type Block } from './blocks.ts';

const ms = (x: number) => `${x.toLocaleString('en-US', { maximumFractionDigits: 2 })} ms`;

export function pressReadingStatement(dataset: Pick<Dataset, 'pressReading' | 'publication'>): Block[] {
	const reading = dataset.pressReading;
	if (!reading)
		return [paragraph(`This publication (methodology ${dataset.publication.methodologyVersion}) states no press reading of its own: its accept and reject are read as its methodology describes below, and its provenance names the measure.`)];
	const profiles = (['desktop', 'mobile'] as const).flatMap((p) => {
		const c = reading.control[p];
		if (!c) return [];
		return `${PROFILE_LABELS[p].toLowerCase()}: ${c.presses.toLocaleString('en-US')} control presses, median ${ms(c.median)}, middle half ${ms(c.iqr)} wide, so a margin of ±${ms(c.margin)}`;
	});
	const scaled = reading.condition === 'control-scaled' && reading.reference
		? ` Every press is stated at the speed of the profile's reference control press (desktop ${ms(reading.reference.desktop)}, mobile ${ms(reading.reference.mobile)}): multiplied by that reference over the median of the control presses of its own round, on its own machine.`
		: ' Every press is stated as its round measured it.';
	return [paragraph(`This publication reads every press, the control's and the products', as the click's handling.${scaled} Read the same way, its admitted control presses give the head-to-head margin of accept and reject, ${profiles.join('; ')}.`)];
}
