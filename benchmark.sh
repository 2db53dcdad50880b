#!/usr/bin/env bash
# Runs every Ringside framework module pinned to the same CPUs, then prints one comparison table.
# Parameters are env vars (see --help); nothing given is ever evaluated as shell code.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
known_frameworks=(loom akka pekko kilim quasar)

usage() {
  cat <<'HELP'
Usage: [name=value ...] ./benchmark.sh
       ./benchmark.sh --help

Builds the modules, then runs each framework's JMH benchmarks under `taskset -c $cpuList` with the same JDK,
heap, GC and parallelism, keeps each module's JMH JSON in outDir, and prints a comparison table
(also written to outDir/summary.txt and, for machines, outDir/results.csv).

Run parameters:
  cpuList          CPUs to pin every module to, taskset syntax such as 0 or 0-1 or 0,2
                   (default: all CPUs this shell may use); every framework's parallelism = their count
  frameworks       comma-separated modules without -impl: loom, akka, pekko, kilim, quasar
                   (default: all that exist in this checkout)
  outDir           where results go (default: results/<timestamp>); must not exist or be empty
  quick (default 0)  1 = small sizes, one fork, short iterations: a smoke run of the whole matrix

Workload parameters (the names of the fiber-test ring script for the first two):
  workerCount (default 503)            ring: workers in the circle (>= 2)
  ringSize (default 1000000)           ring: hops per op (>= 1)
  pingPongCount (default 20000)        pingpong: round trips per op (>= 1)
  fanOutWorkers (default 8)            fanout: workers between producer and collector (>= 1)
  fanOutMessages (default 1000000)     fanout: numbers sent per op (>= 1)
  benchmarks (default ring,pingpong,fanout)  workloads to run
  variants                             variants to run, e.g. threads,vthreads (default: all)

Measurement parameters:
  forks (default 2)                    JMH forks (fresh JVMs) per benchmark
  warmupIterations (default 3)         JMH warm-up iterations per fork
  iterations (default 5)               JMH measured iterations per fork
  iterationTime (default 1000)         milliseconds per iteration
  opTimeout (default 300)              seconds one op may take before the run fails
  heap (default 2g)                    -Xms and -Xmx of every JMH fork
  parallelism                          set from cpuList by this script; not a parameter here

quick=1 changes the defaults to ringSize 10000, pingPongCount 2000, fanOutMessages 10000, forks 1,
warmupIterations 1, iterations 3, iterationTime 200, opTimeout 60; a value you set still wins.

Examples:
  ./benchmark.sh
  cpuList=0 quick=1 ./benchmark.sh
  frameworks=loom benchmarks=ring workerCount=1000 ringSize=100000 ./benchmark.sh
HELP
}

fail() {
  echo "benchmark.sh: $*" >&2
  exit 2
}

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  "") ;;
  *) fail "unknown argument '$1' (parameters are env vars; see ./benchmark.sh --help)" ;;
esac

# --- CPUs: expand the list and check every CPU is one this process may run on ---------------------------
expand_cpus() { # prints one CPU number a line; returns 1 on bad syntax
  local list="$1" part lo hi
  [[ "$list" =~ ^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$ ]] || return 1
  IFS=',' read -r -a parts <<<"$list"
  for part in "${parts[@]}"; do
    lo="${part%-*}"; hi="${part#*-}"
    [ $((10#$lo)) -le $((10#$hi)) ] || return 1
    seq $((10#$lo)) $((10#$hi))
  done
}
available="$(taskset -cp $$ | sed 's/.*: *//')"
cpuList="${cpuList:-$available}"
cpus="$(expand_cpus "$cpuList")" \
  || fail "cpuList: '$cpuList' is not accepted; expected CPU numbers and ranges such as 0, 0-1 or 0,2 (available: $available)"
allowed="$(expand_cpus "$available")"
for cpu in $cpus; do
  grep -qx "$cpu" <<<"$allowed" || fail "cpuList: CPU $cpu does not exist or is not available here (available: $available)"
done
[ -z "${parallelism:-}" ] \
  || fail "parallelism: set by benchmark.sh to the number of CPUs in cpuList; choose cpuList instead (unset parallelism)"
parallelism="$(sort -un <<<"$cpus" | wc -l)"

# --- frameworks ------------------------------------------------------------------------------------------
existing=()
for fw in "${known_frameworks[@]}"; do
  [ -f "$root/$fw-impl/pom.xml" ] && existing+=("$fw")
done
if [ -z "${frameworks:-}" ]; then
  selected=("${existing[@]}")
else
  IFS=',' read -r -a requested <<<"$frameworks"
  selected=()
  for fw in "${requested[@]}"; do
    fw="${fw//[[:space:]]/}"
    [ -n "$fw" ] || continue
    case " ${known_frameworks[*]} " in
      *" $fw "*) ;;
      *) fail "frameworks: unknown framework '$fw'; accepted: $(IFS=,; echo "${known_frameworks[*]}")" ;;
    esac
    case " ${existing[*]} " in
      *" $fw "*) ;;
      *) fail "frameworks: '$fw' has no module in this checkout ($fw-impl); available: $(IFS=,; echo "${existing[*]}")" ;;
    esac
    case " ${selected[*]:-} " in *" $fw "*) ;; *) selected+=("$fw") ;; esac
  done
  [ "${#selected[@]}" -gt 0 ] || fail "frameworks: empty; accepted: $(IFS=,; echo "${existing[*]}")"
fi

# --- outDir ----------------------------------------------------------------------------------------------
outDir="${outDir:-results/$(date +%Y%m%d-%H%M%S)}"
if [ -e "$outDir" ] && [ -n "$(ls -A "$outDir" 2>/dev/null)" ]; then
  fail "outDir: '$outDir' already holds files; choose a new or empty folder (results are never overwritten)"
fi

# --- JDK and build ---------------------------------------------------------------------------------------
# shellcheck source=.mvn/find-jdk.sh
. "$root/.mvn/find-jdk.sh"
ringside_find_jdk || exit 1
java="$JAVA_HOME/bin/java"
java_opts=() # for the launcher and report JVMs; the forks get their flags from the launcher
if [ "$RINGSIDE_JDK_MAJOR" -ge 23 ]; then
  java_opts+=(--sun-misc-unsafe-memory-access=allow) # JMH itself uses Unsafe: keep the output clean
fi

modules="common$(printf ',%s-impl' "${selected[@]}")"
echo "benchmark.sh: building $modules (tests skipped: run them with ./mvnw verify)"
(cd "$root" && ./mvnw -q -B -DskipTests -pl "$modules" -am package) || { echo "benchmark.sh: the build failed" >&2; exit 1; }

module_classpath() { # the module's classes, then its runtime dependencies (written by the build)
  printf '%s:%s' "$root/$1/target/classes" "$(cat "$root/$1/target/classpath.txt")"
}

# --- every parameter checked, and the variants split by module, before anything runs ----------------------
declare -A module_variants
all_variants=()
for fw in "${selected[@]}"; do
  listed="$(env -u variants "$java" "${java_opts[@]}" -cp "$(module_classpath "$fw-impl")" ringside.launcher.Launcher --list-variants)" \
    || exit 2 # the launcher has said which parameter it refused
  module_variants[$fw]="$listed"
  mapfile -t names <<<"$listed"
  all_variants+=("${names[@]}")
done
if [ -n "${variants:-}" ]; then
  IFS=',' read -r -a wanted <<<"$variants"
  for v in "${wanted[@]}"; do
    v="${v//[[:space:]]/}"
    [ -z "$v" ] && continue
    printf '%s\n' "${all_variants[@]}" | grep -qxF -- "$v" \
      || fail "variants: unknown variant '$v' for frameworks ${selected[*]}; accepted: $(IFS=,; echo "${all_variants[*]}")"
  done
  for fw in "${selected[@]}"; do # keep, per module, only the requested variants it has
    module_variants[$fw]="$(grep -xF -f <(printf '%s\n' "${wanted[@]//[[:space:]]/}") <<<"${module_variants[$fw]}" || true)"
  done
fi

# --- run -------------------------------------------------------------------------------------------------
mkdir -p "$outDir"
{
  echo "started: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "cpuList: $cpuList (parallelism $parallelism)"
  echo "jdk: $JAVA_HOME ($("$java" -version 2>&1 | head -n 1))"
  echo "frameworks: ${selected[*]}"
} >"$outDir/run.txt"

failed=()
for fw in "${selected[@]}"; do
  chosen="$(paste -sd, <<<"${module_variants[$fw]}")"
  if [ -z "$chosen" ]; then
    echo "benchmark.sh: $fw: none of variants=$variants is one of its variants; skipped" | tee -a "$outDir/run.txt"
    continue
  fi
  echo "benchmark.sh: running $fw ($chosen) on CPUs $cpuList; log: $outDir/$fw.log"
  if ! env variants="$chosen" parallelism="$parallelism" resultFile="$outDir/$fw.json" \
      taskset -c "$cpuList" "$java" "${java_opts[@]}" -cp "$(module_classpath "$fw-impl")" ringside.launcher.Launcher \
      2>&1 | tee "$outDir/$fw.log"; then
    echo "benchmark.sh: $fw FAILED (see $outDir/$fw.log); its results are not reported" | tee -a "$outDir/run.txt"
    rm -f "$outDir/$fw.json" # JMH may leave a partial file; no score of a failed run is reported
    failed+=("$fw")
  fi
done

echo
echo "Ringside results: $outDir (JDK $("$java" -version 2>&1 | head -n 1), CPUs $cpuList, parallelism $parallelism)"
report_status=0
"$java" "${java_opts[@]}" -cp "$(module_classpath common)" ringside.report.Report "$outDir" || report_status=$?
if [ "${#failed[@]}" -gt 0 ]; then
  echo "benchmark.sh: FAILED frameworks (no results reported for them): ${failed[*]}" >&2
  exit 1
fi
exit "$report_status"
