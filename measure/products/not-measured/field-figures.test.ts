// The field figures' mapping (issue 48): each hosted product maps to exactly one third-party-web entity
// that carries figures, or says why it has none; and the published dataset carries exactly what the
// installed package says, so a package update is republished rather than left to drift.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Dataset, UnmeasuredProduct } from '../../../src/lib/schema.ts';
import { NOT_MEASURED } from '../not-measured.ts';
import { FIELD_ENTITIES, FIELD_SOURCE, fieldFiguresOf, readInstalledEntities, withFieldFigures, type Entity } from './field-figures.ts';

const installed = readInstalledEntities();
const published = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'data', 'publication.json'), 'utf8')) as Dataset;

describe('the mapping to third-party-web entities', () => {
	it('maps every vendor-hosted product, and nothing else, to one entity with figures or to a reason', () => {
		const hosted = NOT_MEASURED.filter((p) => p.kind === 'vendor-hosted').map((p) => p.name);
		expect(Object.keys(FIELD_ENTITIES).sort()).toEqual([...hosted].sort());
		for (const [product, mapping] of Object.entries(FIELD_ENTITIES)) {
			const figures = fieldFiguresOf(product, installed.entities);
			if ('entity' in mapping) {
				expect(installed.entities.filter((e) => e.name === mapping.entity), product).toHaveLength(1);
				expect(figures).toMatchObject({ status: 'figures', entity: mapping.entity });
			} else expect(figures).toEqual({ status: 'none', reason: mapping.none });
		}
	});

	it("takes the products' own domains, not the look-alike \"… CMP\" entities under mgr.consensu.org, which carry no figures", () => {
		for (const lookAlike of ['Cookiebot CMP', 'OneTrust CMP', 'Didomi CMP', 'iubenda CMP', 'TrustArc CMP']) {
			const entity = installed.entities.find((e) => e.name === lookAlike);
			expect(entity?.totalOccurrences, lookAlike).toBeUndefined();
			expect(Object.values(FIELD_ENTITIES)).not.toContainEqual({ entity: lookAlike });
		}
	});

	it('averages script time over the pages that include the entity, to the millisecond', () => {
		const entities: Entity[] = [{ name: 'Cookiebot', totalExecutionTime: 1_000_001, totalOccurrences: 3 }];
		expect(fieldFiguresOf('Cookiebot', entities)).toEqual({ status: 'figures', entity: 'Cookiebot', pages: 3, averageScriptMs: 333_334 });
	});

	it('refuses an entity that is gone, doubled or without figures, naming the product and the entity', () => {
		expect(() => fieldFiguresOf('OneTrust', [])).toThrow(/OneTrust maps to the third-party-web entity "Optanon", which dist\/entities\.json holds 0 times/);
		expect(() => fieldFiguresOf('OneTrust', [{ name: 'Optanon', totalExecutionTime: 1, totalOccurrences: 1 }, { name: 'Optanon' }])).toThrow(/holds 2 times/);
		expect(() => fieldFiguresOf('OneTrust', [{ name: 'Optanon' }])).toThrow(/"Optanon" \(for OneTrust\) carries no figures/);
		expect(() => fieldFiguresOf('Klaro!', installed.entities)).toThrow(/Klaro! has no line in FIELD_ENTITIES/);
	});

	it('refuses another installed version than the source names, and a mapping for a product not on the list', () => {
		expect(() => withFieldFigures(NOT_MEASURED, { ...installed, version: '0.31.0' })).toThrow(/third-party-web 0\.31\.0 is installed, but FIELD_SOURCE names 0\.30\.0/);
		expect(() => withFieldFigures(NOT_MEASURED.filter((p) => p.name !== 'TrustArc'), installed)).toThrow(/FIELD_ENTITIES maps TrustArc, which the not-measured list does not hold/);
	});

	it('gives npm packages no field figure: HTTP Archive sees what vendors serve, not what sites bundle', () => {
		const listed = withFieldFigures(NOT_MEASURED, installed);
		for (const p of listed) expect('field' in p, p.name).toBe(p.kind === 'vendor-hosted');
	});
});

describe('the published figures are the installed package’s', () => {
	it('names the installed version of the pinned package, with its registry date', () => {
		const pinned = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['third-party-web'];
		expect(pinned).toBe(installed.version);
		expect(published.fieldSource).toEqual(FIELD_SOURCE);
		expect(published.fieldSource?.version).toBe(installed.version);
	});

	it("carries each hosted product's figures exactly as the installed package gives them: republish after updating it", () => {
		const expected = withFieldFigures(NOT_MEASURED, installed);
		const field = (list: readonly UnmeasuredProduct[]) => list.map((p) => [p.name, p.field ?? null]);
		expect(field(published.notMeasured ?? [])).toEqual(field(expected));
	});
});
