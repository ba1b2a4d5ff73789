// A CPU's design in words, read off the vendor, family and model that /proc/cpuinfo gives (gather/facts.ts
// words them as "AuthenticAMD family 25 model 17 stepping 1, cache 1024 KB"). Cloud VMs report one model
// string ("AMD EPYC", "Intel Xeon Processor") for several generations, and hosts of two designs ran the
// same pages up to ×1.45 apart, so a reader's check names the design its machine is. The table holds the
// server designs cloud VMs are sold on; family and model numbers as the vendors' own programming guides
// and Linux's arch/x86 CPU model tables list them.

interface Design {
	vendor: 'AuthenticAMD' | 'GenuineIntel';
	family: number;
	models: readonly number[];
	design: string;
}

const DESIGNS: readonly Design[] = [
	{ vendor: 'AuthenticAMD', family: 23, models: [1], design: 'AMD Zen (EPYC 7001, Naples)' },
	{ vendor: 'AuthenticAMD', family: 23, models: [49], design: 'AMD Zen 2 (EPYC 7002, Rome)' },
	{ vendor: 'AuthenticAMD', family: 25, models: [1], design: 'AMD Zen 3 (EPYC 7003, Milan)' },
	{ vendor: 'AuthenticAMD', family: 25, models: [17], design: 'AMD Zen 4 (EPYC 9004, Genoa)' },
	{ vendor: 'AuthenticAMD', family: 25, models: [160], design: 'AMD Zen 4c (EPYC 97x4, Bergamo)' },
	{ vendor: 'AuthenticAMD', family: 26, models: [2], design: 'AMD Zen 5 (EPYC 9005, Turin)' },
	{ vendor: 'AuthenticAMD', family: 26, models: [17], design: 'AMD Zen 5c (EPYC 9005, Turin Dense)' },
	{ vendor: 'GenuineIntel', family: 6, models: [63], design: 'Intel Haswell (Xeon E5 v3)' },
	{ vendor: 'GenuineIntel', family: 6, models: [79], design: 'Intel Broadwell (Xeon E5 v4)' },
	{ vendor: 'GenuineIntel', family: 6, models: [85], design: 'Intel Skylake or Cascade Lake (Xeon Scalable, 1st or 2nd generation)' },
	{ vendor: 'GenuineIntel', family: 6, models: [106], design: 'Intel Ice Lake (Xeon Scalable, 3rd generation)' },
	{ vendor: 'GenuineIntel', family: 6, models: [143], design: 'Intel Sapphire Rapids (Xeon Scalable, 4th generation)' },
	{ vendor: 'GenuineIntel', family: 6, models: [207], design: 'Intel Emerald Rapids (Xeon Scalable, 5th generation)' },
	{ vendor: 'GenuineIntel', family: 6, models: [173], design: 'Intel Granite Rapids (Xeon 6)' }
];

/** The design of a generation string, or null when the table does not know it (or the string says too little). */
export function knownDesignOf(generation: string): string | null {
	const match = /^(\S+) family (\d+) model (\d+)/.exec(generation);
	if (!match) return null;
	const [, vendor, family, model] = match;
	return DESIGNS.find((d) => d.vendor === vendor && d.family === Number(family) && d.models.includes(Number(model)))?.design ?? null;
}

/** "AMD Zen 4 (EPYC 9004, Genoa): AuthenticAMD family 25 model 17 …", the generation alone when its design is not in the table, or that none was recorded. */
export function cpuDesignOf(generation: string | undefined): string {
	if (!generation) return 'CPU generation not recorded (a harness older than the field, or no /proc/cpuinfo)';
	const design = knownDesignOf(generation);
	return design ? `${design}: ${generation}` : `${generation} (a design the harness's table does not name)`;
}
