// npm run gate -- <dir> [--references]: the validity gate (measure/gate/) over every unit in <dir>, one
// line each, admitted or refused with the rule and its figures. <dir> is a visits folder (shard files,
// as a gather's --runs-dir/visits holds them, complete rounds judged while later ones still run) or a
// campaign folder (units/<host id>/<unit id>/). --references prints the control references that the
// units passing the round's own checks give, as gate/control.ts derived its constants from publication
// 1.3's units (run it on data/campaign-1.3 with --hosts 1742003ffcb7,ce321c267986,df11156fcb94).
// Reads records only: run it beside a gather, on a round that ended, without disturbing it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseCommand } from '../support/command-line.ts';
import { readAllShards, type RawRecord } from './gather/records.ts';
import { controlReferencesOf } from './gate/control.ts';
import { describeVerdict, judgeUnit } from './gate/gate.ts';
import { ROUND_RULES } from './gate/rules.ts';
import { unitsOf } from './gate/unit.ts';

const USAGE = `Usage: npm run gate -- <visits dir, or campaign dir with units/> [--hosts id,id] [--references]
  Judges every unit (one round of one shard on one host) by the validity gate (measure/gate/).
  --hosts id,id    only these hosts' units
  --references     print the control references the gate's control rule reads`;
const { values, positionals } = parseCommand(USAGE, { references: { type: 'boolean', default: false }, hosts: { type: 'string' } }, { allowPositionals: true });
const [dir] = positionals;
if (!dir || positionals.length > 1 || !existsSync(dir)) {
	console.error(`error: ${!dir ? 'no directory given' : positionals.length > 1 ? 'one directory only' : `${dir} does not exist`}\n\n${USAGE}`);
	process.exit(2);
}

const subdirectories = (path: string) => readdirSync(path).filter((name) => statSync(join(path, name)).isDirectory()).sort();

/** Every record under `dir`: its shard files, or each unit's of a campaign's units/<host>/<unit>/. */
function recordsUnder(path: string): RawRecord[] {
	const units = join(path, 'units');
	if (!existsSync(units)) return readAllShards(path);
	return subdirectories(units).flatMap((host) => subdirectories(join(units, host)).flatMap((unit) => readAllShards(join(units, host, unit))));
}

// A round still being gathered has no round-end yet: it is not judged until it ends.
const hosts = values.hosts?.split(',');
const units = unitsOf(recordsUnder(dir)).filter((u) => u.end !== undefined && (!hosts || hosts.includes(u.run.machine.id ?? '')));
if (values.references) {
	const passing = units.filter((u) => ROUND_RULES.every((rule) => rule(u).passed));
	console.log(JSON.stringify(controlReferencesOf(passing), null, '\t'));
	process.exit(0);
}
const verdicts = units.map(judgeUnit);
for (const v of verdicts) console.log(describeVerdict(v));
const admitted = verdicts.filter((v) => v.admitted).length;
console.log(`\n${admitted} of ${verdicts.length} finished units admitted, ${verdicts.length - admitted} refused.`);
