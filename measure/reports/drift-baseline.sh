# bash measure/reports/drift-baseline.sh: the drift between two traced rounds of every desktop shard on
# c0db0d9a21c4 (109a52a's withdrawn round 1 against ff9aa64's; desktop script-tag's four rounds of ff9aa64
# against each other, 15 minutes to 10 hours apart), each the reference in turn, so that
# trace-effect.ts's traced-against-untraced count has a baseline (issue 65, item 6;
# docs/research/harness-2.0-pilot.md). A unit's folder holds its shard's records, so trace-effect reads it
# as it is. The last two lines need the untraced round of the pilot, gathered as that note says into
# measure/.runs/no-trace; without it they are skipped.
set -e
cd "$(dirname "$0")/../.."; export PATH=$PWD/node_modules/.bin:$PATH
U=data/campaign-2.0/units/c0db0d9a21c4; W=data/campaign-2.0/withdrawn-109a52a/c0db0d9a21c4
both() { # <label> <reference unit> <compared unit>: each round the reference in turn
  echo "== $1: $2 as reference, $3 compared"; node measure/reports/trace-effect.ts "$2" "$3" | tail -2
  echo "== $1: $3 as reference, $2 compared"; node measure/reports/trace-effect.ts "$3" "$2" | tail -2
}
for s in nextjs react nuxt tanstack-start script-tag; do both "$s" $W/round-1.desktop-$s $U/round-1.desktop-$s; done
both astro $W/round-1.desktop-astro $U/round-2.desktop-astro
both "astro, ff9aa64's round 1 (refused) and round 2" $U/round-1.desktop-astro $U/round-2.desktop-astro
# desktop script-tag's four traced rounds of ff9aa64, every pair: 05:11, 13:07, 15:04 and 15:19 UTC (starts), so the
# gaps run from 15 minutes (rounds 3 and 4, gathered back to back) to 10 hours
for pair in "1 2" "1 3" "1 4" "2 3" "2 4" "3 4"; do set -- $pair
	both "script-tag, ff9aa64's rounds $1 and $2" $U/round-$1.desktop-script-tag $U/round-$2.desktop-script-tag
done
[ -d measure/.runs/no-trace/visits ] || exit 0
echo "== script-tag untraced (22:34) against 109a52a traced (21:52)"; node measure/reports/trace-effect.ts $W/round-1.desktop-script-tag measure/.runs/no-trace/visits | tail -2
echo "== script-tag untraced (22:34) against ff9aa64 traced (05:11)"; node measure/reports/trace-effect.ts $U/round-1.desktop-script-tag measure/.runs/no-trace/visits | tail -2
