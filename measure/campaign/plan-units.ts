// A campaign cut into units for many machines (issue 24): one unit is one round of one shard, the
// smallest piece that keeps the baseline pairing inside one machine (a round never spans two). The
// plan is JSON so that a GitHub Actions matrix can take it as it is (fromJSON), and the publish job
// checks the units it got against it.
import * as v from 'valibot';
import { FRAMEWORKS, PROFILES, type Framework, type Profile } from '../../src/lib/dimensions.ts';
import { shardId } from '../gather/records.ts';

export const UnitSchema = v.strictObject({
	/** The artifact and directory name of the unit: round-2.mobile-react. */
	id: v.pipe(v.string(), v.regex(/^round-\d+\.[a-z]+-[a-z-]+$/)),
	/** 1-based, as the CLI's --round takes it. */
	round: v.pipe(v.number(), v.integer(), v.minValue(1)),
	profile: v.picklist(PROFILES),
	framework: v.picklist(FRAMEWORKS)
});

export const PlanSchema = v.strictObject({
	visits: v.pipe(v.number(), v.integer(), v.minValue(1)),
	rounds: v.pipe(v.number(), v.integer(), v.minValue(1)),
	/** Product slugs, comma-separated as the CLI takes them; empty for all. */
	products: v.string(),
	quick: v.boolean(),
	units: v.pipe(v.array(UnitSchema), v.minLength(1), v.maxLength(256, 'a GitHub Actions matrix takes at most 256 jobs'))
});

export type Unit = v.InferOutput<typeof UnitSchema>;
export type Plan = v.InferOutput<typeof PlanSchema>;

export const unitId = (round: number, profile: Profile, framework: Framework) => `round-${round}.${shardId(profile, framework)}`;

export interface PlanRequest {
	profiles: readonly Profile[];
	frameworks: readonly Framework[];
	products: readonly string[];
	visits: number;
	rounds: number;
	quick: boolean;
}

/** Every (round, shard) of the campaign, rounds first, so a partial matrix still spreads over shards. */
export function planUnits(request: PlanRequest): Plan {
	const units = Array.from({ length: request.rounds }, (_, r) =>
		request.profiles.flatMap((profile) => request.frameworks.map((framework) => ({ id: unitId(r + 1, profile, framework), round: r + 1, profile, framework })))
	).flat();
	return v.parse(PlanSchema, { visits: request.visits, rounds: request.rounds, products: request.products.join(','), quick: request.quick, units });
}

/** Reads a plan file's text, refusing anything that is not a plan with the field at fault named. */
export function parsePlan(text: string, file: string): Plan {
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch (error) {
		throw new Error(`${file}: not JSON (${(error as Error).message}); it should be the output of npm run measure -- --plan`);
	}
	const result = v.safeParse(PlanSchema, json);
	if (!result.success) {
		const issue = result.issues[0];
		throw new Error(`${file}: ${v.getDotPath(issue) ?? 'the plan'}: ${issue.message}`);
	}
	return result.output;
}
