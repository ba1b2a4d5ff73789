// node measure/split-units.ts <visits dir> <units dir>: a runs-dir's records as a campaign's units
// (campaign/split-units.ts), e.g. the units of one host under data/campaign-1.3/units/<host id>/.
import { splitIntoUnits } from './campaign/split-units.ts';

const [visitsDir, unitsDir] = process.argv.slice(2);
if (!visitsDir || !unitsDir) {
	console.error('usage: node measure/split-units.ts <visits dir> <units dir>');
	process.exit(1);
}
const { written, unfinished } = splitIntoUnits(visitsDir, unitsDir);
console.log(`${written.length} unit(s) written to ${unitsDir}: ${written.join(', ')}`);
if (unfinished.length > 0) console.log(`left out, without a round-end record (gather them again): ${unfinished.join(', ')}`);
