// npm run scaling-figures -- <campaign dir | visits dir>: the figures the scaling rule of methodology 1.4
// reads (measure/scaling/choice.ts), outcome by outcome: every admitted host left out in turn, the median
// gap between its medians and the other hosts' medians of the same cells, unscaled and scaled by each
// measure of the control, by host, and the measure the rule picks. No browser; about a minute.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readCampaign } from './campaign/merge-campaign.ts';
import { HOST_REGISTER_FILE } from './campaign/host-register.ts';
import { readAllShards } from './gather/records.ts';
import { scalingFigures } from './scaling/derive.ts';
import { SCALING_1_4 } from './scaling/choice.ts';

const [dir] = process.argv.slice(2);
if (!dir) {
	console.error('usage: npm run scaling-figures -- <campaign dir (hosts.json, units/) or visits dir>');
	process.exit(1);
}
const records = existsSync(join(dir, HOST_REGISTER_FILE)) && existsSync(join(dir, 'units')) ? readCampaign(dir).units.flatMap((u) => u.records) : readAllShards(dir);
const name = (measure: string | null) => measure ?? 'unscaled';
for (const figures of scalingFigures(records)) {
	console.log(`${figures.outcome}: ${name(figures.chosen)}${figures.chosen === SCALING_1_4[figures.outcome] ? '' : ` (methodology 1.4 fixed ${name(SCALING_1_4[figures.outcome])})`}`);
	for (const c of figures.candidates)
		console.log(`  ${name(c.measure).padEnd(9)} median gap ${c.gap.toFixed(1)} over ${c.cells} held-out cells; by host: ${c.byHost.map((h) => `${h.host} ${h.gap.toFixed(1)} (${h.cells})`).join(', ')}`);
}
