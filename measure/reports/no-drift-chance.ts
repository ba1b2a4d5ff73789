// node measure/reports/no-drift-chance.ts [--trials N]: how often a second round's median lands inside a
// first round's 95% range when nothing differs between them (no drift, no effect), so trace-effect.ts's
// count has a baseline for chance alone (issue 65, item 6). Both rounds are 20 visits drawn from one
// distribution, and the range is the one a one-round cell states (bootstrapMedian, 10,000 resamples), so
// the share is well under 95%: both medians vary. Normal and log-normal visits; seeded, so it repeats.
import { parseArgs } from 'node:util';
import { median } from '../../support/stats.ts';
import { seededRandom } from '../analyse/random.ts';
import { bootstrapMedian } from '../analyse/stats.ts';

const { values } = parseArgs({ options: { trials: { type: 'string', default: '2000' } } });
const trials = Number(values.trials);
const VISITS = 20;
const random = seededRandom(65);
const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const draws = { normal: () => 100 + 10 * normal(), 'log-normal': () => Math.exp(0.5 * normal()) };

for (const [name, draw] of Object.entries(draws)) {
	let inside = 0;
	for (let t = 0; t < trials; t++) {
		const first = Array.from({ length: VISITS }, draw);
		const second = median(Array.from({ length: VISITS }, draw));
		const range = bootstrapMedian([first], t);
		if (second >= range.low && second <= range.high) inside += 1;
	}
	console.log(`${name}: the second round's median inside the first round's 95% range in ${inside} of ${trials} trials (${((100 * inside) / trials).toFixed(1)}%)`);
}
