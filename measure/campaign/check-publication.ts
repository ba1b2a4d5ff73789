// node measure/campaign/check-publication.ts FILE: the publish job's check that a publication is valid
// against the dataset schema (and its cross-field rules), with the field at fault named on failure.
import { readFileSync } from 'node:fs';
import { validateDataset } from '../../src/lib/dataset.ts';

const file = process.argv[2];
if (!file) {
	console.error('usage: node measure/campaign/check-publication.ts path/to/publication.json');
	process.exit(1);
}
try {
	const dataset = validateDataset(JSON.parse(readFileSync(file, 'utf8')));
	const measured = dataset.cells.filter((c) => c.answers.bannerVisible.status === 'measured').length;
	console.log(`${file}: valid publication ${dataset.publication.analysisId}, methodology ${dataset.publication.methodologyVersion}, ${measured} measured cells`);
} catch (error) {
	console.error(`${file}: ${(error as Error).message}`);
	process.exit(1);
}
