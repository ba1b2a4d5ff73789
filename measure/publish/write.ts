// Writes the published dataset atomically: each file goes to a temporary file in the same directory,
// then is renamed over the old one, so a crash never leaves a half-written file in data/.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { validateDataset } from '../../src/lib/dataset.ts';
import type { Dataset, Rerun } from '../../src/lib/schema.ts';
import { HOST_REGISTER_FILE, readHostRegister, serialiseHostRegister } from '../campaign/host-register.ts';
import type { RawRecord } from '../gather/records.ts';
import { analysisIdOf } from './assemble.ts';
import { readLayoutRound } from './banner-layout.ts';
import { methodologyNamedBy } from './provenance.ts';

export function writeAtomically(file: string, content: string | Buffer): void {
	const temporary = `${file}.${process.pid}.tmp`;
	writeFileSync(temporary, content);
	renameSync(temporary, file);
}

/**
 * A file the service serves as it is (a publication's publication.json and comparisons.json), written
 * atomically with its compressed variants beside it (`.br` at brotli's best quality, `.gz` at level 9),
 * once, here (issue 60): the service sends them from disk and keeps none of them in memory, and checks
 * at start-up that each decompresses to the file's bytes. The file is renamed into place last.
 */
export function writeServedFile(file: string, content: string | Buffer): void {
	const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
	writeCompressedVariants(file, bytes);
	writeAtomically(file, bytes);
}

/** The compressed variants of `bytes` (the content of `file`), beside it. */
export function writeCompressedVariants(file: string, bytes: Buffer): void {
	writeAtomically(`${file}.gz`, gzipSync(bytes, { level: 9 }));
	writeAtomically(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }));
}

export function serialise(dataset: Dataset): string {
	return `${JSON.stringify(dataset, null, '\t')}\n`;
}

/**
 * Shard files in outVisits that a later merge from fromDir would refuse (outVisits holds records
 * fromDir lacks). Checked before gathering, so a campaign never ends in a refused merge.
 */
export function mergeConflicts(fromDir: string, outVisits: string, names: readonly string[]): string[] {
	if (resolve(fromDir) === resolve(outVisits)) return [];
	return names.filter((name) => {
		const target = join(outVisits, name);
		if (!existsSync(target)) return false;
		const source = join(fromDir, name);
		const text = existsSync(source) ? readFileSync(source, 'utf8') : '';
		return !text.startsWith(readFileSync(target, 'utf8'));
	});
}

/**
 * Merges raw shard files into outVisits. Raw records are append-only, so a published shard file may
 * only be extended: a source that lacks records the published file has is refused, never copied over it.
 */
export function mergeRawRecords(fromDir: string, outVisits: string): void {
	mkdirSync(outVisits, { recursive: true });
	if (resolve(fromDir) === resolve(outVisits)) return;
	for (const name of readdirSync(fromDir).filter((n) => n.endsWith('.jsonl'))) {
		// Only complete lines: a record torn by a crash mid-append is not published.
		const raw = readFileSync(join(fromDir, name), 'utf8');
		const text = raw.slice(0, raw.lastIndexOf('\n') + 1);
		const target = join(outVisits, name);
		const published = existsSync(target) ? readFileSync(target, 'utf8') : '';
		if (published.startsWith(text)) continue;
		if (!text.startsWith(published))
			throw new Error(`${target} holds records that ${join(fromDir, name)} lacks; publish into another --out, or resume from a copy of ${outVisits}`);
		writeAtomically(target, text);
	}
	mergeHostRegister(fromDir, outVisits);
}

/**
 * The host register (campaign/host-register.ts) travels with the records it describes. Like them it only
 * grows: a source that drops a host the published register names is refused.
 */
function mergeHostRegister(fromDir: string, outVisits: string): void {
	const source = readHostRegister(fromDir);
	if (!source) return;
	const dropped = (readHostRegister(outVisits) ?? []).filter((h) => !source.some((s) => s.id === h.id));
	if (dropped.length > 0)
		throw new Error(`${join(outVisits, HOST_REGISTER_FILE)} names host(s) ${dropped.map((h) => h.id).join(', ')} that ${join(fromDir, HOST_REGISTER_FILE)} lacks; publish into another --out`);
	writeAtomically(join(outVisits, HOST_REGISTER_FILE), serialiseHostRegister(source));
}

/**
 * Validates, then writes `file` atomically. What is written is the validated output, whose keys follow
 * the schema's order: a dataset assembled from records and one read back to record a rerun then
 * serialise alike, so republishing after `--record-reproducibility` stays byte-identical.
 */
export function writeDataset(dataset: Dataset, dir: string, file: string): void {
	const valid = validateDataset(dataset);
	mkdirSync(dir, { recursive: true });
	writeServedFile(file, serialise(valid));
}

/** Validates, then writes outDir/publication.json (reruns recorded for the same records come in through assemble). */
export function writePublication(dataset: Dataset, outDir: string): string {
	const file = join(outDir, 'publication.json');
	writeDataset(dataset, outDir, file);
	return file;
}

/** The reruns recorded in `outDir`'s publication.json, if there is one: republishing keeps those of the same records. */
export function recordedReruns(outDir: string): Rerun[] {
	const file = join(outDir, 'publication.json');
	if (!existsSync(file)) return [];
	return (JSON.parse(readFileSync(file, 'utf8')) as Partial<Dataset>).reproducibility ?? [];
}

/**
 * The methodology `outDir`'s publication.json was published under, when it is a publication of exactly
 * `records` (the analysis id of these records under that methodology): a republish keeps it, as it keeps
 * the reruns recorded for them.
 */
export function servedMethodology(outDir: string, records: readonly RawRecord[]): string | undefined {
	const file = join(outDir, 'publication.json');
	if (!existsSync(file)) return undefined;
	const dataset = JSON.parse(readFileSync(file, 'utf8')) as Partial<Dataset>;
	const served = dataset.publication;
	// A publication that states the banner's layout (2.2) hashed its layout round into its id too.
	const layoutRound = dataset.bannerLayout ? readLayoutRound(outDir) : null;
	return served !== undefined && served.analysisId === analysisIdOf(records, served.methodologyVersion, layoutRound) ? methodologyNamedBy({ publication: served, gate: dataset.gate }) : undefined;
}
