# bash measure/reports/drift-baseline.sh: the drift between two traced rounds of every desktop shard on
# c0db0d9a21c4 (109a52a's withdrawn round 1 against ff9aa64's), each the reference in turn, so that
# trace-effect.ts's traced-against-untraced count has a baseline (issue 65, item 6;
# docs/research/harness-2.0-pilot.md). The last two lines need the untraced round of the pilot, gathered
# as that note says into measure/.runs/no-trace; without it they are skipped.
set -e
cd "$(dirname "$0")/../.."; export PATH=$PWD/node_modules/.bin:$PATH
U=data/campaign-2.0/units/c0db0d9a21c4; W=data/campaign-2.0/withdrawn-109a52a/c0db0d9a21c4
rm -rf /tmp/drift; mkdir -p /tmp/drift
for s in nextjs react nuxt astro tanstack-start script-tag; do
  mkdir -p /tmp/drift/w-$s /tmp/drift/f-$s; cp $W/round-1.desktop-$s/*.jsonl /tmp/drift/w-$s/
done
for s in nextjs react nuxt tanstack-start script-tag; do cp $U/round-1.desktop-$s/*.jsonl /tmp/drift/f-$s/; done
cp $U/round-2.desktop-astro/*.jsonl /tmp/drift/f-astro/
mkdir -p /tmp/drift/f1-astro; cp $U/round-1.desktop-astro/*.jsonl /tmp/drift/f1-astro/
for s in nextjs react nuxt astro tanstack-start script-tag; do
  echo "== $s: 109a52a's round as reference, ff9aa64's compared"; node measure/reports/trace-effect.ts /tmp/drift/w-$s /tmp/drift/f-$s | tail -2
  echo "== $s: ff9aa64's round as reference, 109a52a's compared"; node measure/reports/trace-effect.ts /tmp/drift/f-$s /tmp/drift/w-$s | tail -2
done
echo "== astro: ff9aa64 round 1 (refused) reference, round 2 compared"; node measure/reports/trace-effect.ts /tmp/drift/f1-astro /tmp/drift/f-astro | tail -2
echo "== astro: ff9aa64 round 2 reference, round 1 compared"; node measure/reports/trace-effect.ts /tmp/drift/f-astro /tmp/drift/f1-astro | tail -2
[ -d measure/.runs/no-trace/visits ] || exit 0
echo "== script-tag untraced (22:34) against 109a52a traced (21:52)"; node measure/reports/trace-effect.ts /tmp/drift/w-script-tag measure/.runs/no-trace/visits | tail -2
echo "== script-tag untraced (22:34) against ff9aa64 traced (05:11)"; node measure/reports/trace-effect.ts /tmp/drift/f-script-tag measure/.runs/no-trace/visits | tail -2
