import { describe, expect, it } from 'vitest';
import { cpuDesignOf, knownDesignOf } from './cpu-design.ts';
import { cpuGenerationFrom } from './facts.ts';

describe('a CPU design from /proc/cpuinfo', () => {
	it('names the AMD and Intel server designs cloud VMs run on, from vendor, family and model', () => {
		expect(knownDesignOf('AuthenticAMD family 25 model 17 stepping 1, cache 1024 KB')).toBe('AMD Zen 4 (EPYC 9004, Genoa)');
		expect(knownDesignOf('AuthenticAMD family 26 model 2 stepping 1, cache 1024 KB')).toBe('AMD Zen 5 (EPYC 9005, Turin)');
		expect(knownDesignOf('GenuineIntel family 6 model 143 stepping 8, cache 107520 KB')).toBe('Intel Sapphire Rapids (Xeon Scalable, 4th generation)');
		expect(knownDesignOf('GenuineIntel family 6 model 85 stepping 7')).toBe('Intel Skylake or Cascade Lake (Xeon Scalable, 1st or 2nd generation)');
	});
	it('reads the words gather/facts.ts writes from a real /proc/cpuinfo', () => {
		const cpuinfo = 'processor\t: 0\nvendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: 106\nmodel name\t: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz\nstepping\t: 6\ncache size\t: 55296 KB\n\nprocessor\t: 1\n';
		expect(cpuDesignOf(cpuGenerationFrom(cpuinfo))).toBe('Intel Ice Lake (Xeon Scalable, 3rd generation): GenuineIntel family 6 model 106 stepping 6, cache 55296 KB');
	});
	it('says so when the design is not in the table, or nothing was recorded, rather than guess', () => {
		expect(knownDesignOf('GenuineIntel family 6 model 999 stepping 1')).toBeNull();
		expect(cpuDesignOf('GenuineIntel family 6 model 999 stepping 1')).toBe("GenuineIntel family 6 model 999 stepping 1 (a design the harness's table does not name)");
		expect(cpuDesignOf(undefined)).toMatch(/^CPU generation not recorded/);
	});
});
