// node measure/reports/no-drift-chance.ts [--trials N]: how often a second round's median lands inside a
// first round's 95% range when nothing differs between them (no drift, no effect), so trace-effect.ts's
// count has a baseline for chance alone (issue 65, item 6). It is simulatedRerunCoverage (coverage.ts)
// for one round of 20 visits and no between-round shift, with the resamples a cell's interval uses; the
// share is well under 95% because both medians vary. Normal visits: the median and its percentile
// interval are order statistics, so another shape of visit moves the share very little. Seeded.
import { parseArgs } from 'node:util';
import { simulatedRerunCoverage } from '../analyse/coverage.ts';
import { BOOTSTRAP_RESAMPLES } from '../analyse/stats.ts';

const { values } = parseArgs({ options: { trials: { type: 'string', default: '2000' } } });
const trials = Number(values.trials);
if (!Number.isInteger(trials) || trials < 1) throw new Error(`--trials: "${values.trials}" is not a whole number of trials above 0`);
const VISITS = 20;
const { twoStage } = simulatedRerunCoverage(1, VISITS, 0, trials, 65, BOOTSTRAP_RESAMPLES);
console.log(`A second round's median inside the first round's 95% range (one round of ${VISITS} visits each, no drift): ${Math.round(twoStage * trials)} of ${trials} trials (${(100 * twoStage).toFixed(1)}%)`);
