#!/usr/bin/env bash
# Runs every Ringside framework module pinned to the same CPUs, then prints one comparison table.
# Parameters are env vars (see --help); nothing given is ever evaluated as shell code.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
known_frameworks=(loom akka pekko kilim quasar)

usage() {
  cat <<'HELP'
Usage: [name=value ...] ./benchmark.sh      run the suite
       ./benchmark.sh report <outDir>          rebuild the report of a finished or interrupted run
       ./benchmark.sh --help

Builds the modules, then runs each framework's JMH benchmarks under `taskset -c <CPU set>` with the same JDK,
heap, GC and parallelism, once per CPU set, and writes to outDir: jmh/*.json (JMH's own format), logs/,
status.tsv, env.json, results.csv, summary.txt, report.md, report.html and charts/*.svg.

Run parameters:
  cpuList          CPUs to pin every module to, taskset syntax such as 0 or 0-1 or 0,2
                   (default: all CPUs this shell may use); every framework's parallelism = their count
  cpuSweep         several CPU sets, space-separated, run one after another, e.g. "0 0-1"
                   (instead of cpuList; the report then shows how each variant scales)
  frameworks       comma-separated modules without -impl: loom, akka, pekko, kilim, quasar
                   (default: all that exist in this checkout)
  outDir           where results go (default: results/<timestamp>); must not exist or be empty
  moduleTimeout (default 3600)  seconds one module may run on one CPU set before it is killed
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
  warmupIterations (default 10)        JMH warm-up iterations per fork
  iterations (default 10)              JMH measured iterations per fork
  iterationTime (default 1000)         milliseconds per iteration
  opTimeout (default 300)              seconds one op may take before the run fails
  heap (default 2g)                    -Xms and -Xmx of every JMH fork, touched at start
  parallelism                          set from cpuList by this script; not a parameter here

quick=1 changes the defaults to ringSize 10000, pingPongCount 2000, fanOutMessages 10000, forks 1,
iterationTime 100, opTimeout 60, heap 128m, moduleTimeout 600 (10 warm-up and 10 measured iterations,
as by default); a value you set still wins. A quick run is a smoke run: its numbers are not findings.

Examples:
  ./benchmark.sh
  cpuList=0 quick=1 ./benchmark.sh
  cpuSweep="0 0-1" quick=1 ./benchmark.sh
  frameworks=loom benchmarks=ring workerCount=1000 ringSize=100000 ./benchmark.sh
HELP
}

fail() {
  echo "benchmark.sh: $*" >&2
  exit 2
}

find_jdk() {
  # shellcheck source=.mvn/find-jdk.sh
  . "$root/.mvn/find-jdk.sh"
  ringside_find_jdk || exit 1
  java="$JAVA_HOME/bin/java"
  java_opts=() # for the launcher and report JVMs; the forks get their flags from the launcher
  if [ "$RINGSIDE_JDK_MAJOR" -ge 23 ]; then
    java_opts+=(--sun-misc-unsafe-memory-access=allow) # JMH itself uses Unsafe: keep the output clean
  fi
}

module_classpath() { # the module's classes, then its runtime dependencies (written by the build)
  printf '%s:%s' "$root/$1/target/classes" "$(cat "$root/$1/target/classpath.txt")"
}

build() { # $1: comma-separated modules
  echo "benchmark.sh: building $1 (tests skipped: run them with ./mvnw verify)"
  (cd "$root" && ./mvnw -q -B -DskipTests -pl "$1" -am package) || { echo "benchmark.sh: the build failed" >&2; exit 1; }
}

render_report() { # $1: outDir; rebuilds every report file from what the run stored
  "$java" "${java_opts[@]}" -cp "$(module_classpath common)" ringside.report.Report "$1"
}

case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  report)
    [ $# -eq 2 ] || fail "usage: ./benchmark.sh report <outDir>"
    [ -d "$2/jmh" ] || [ -f "$2/status.tsv" ] || fail "report: '$2' holds no Ringside run (no jmh/ or status.tsv)"
    find_jdk
    [ -f "$root/common/target/classpath.txt" ] || build common
    render_report "$2"
    exit $? ;;
  "") ;;
  *) fail "unknown argument '$1' (parameters are env vars; see ./benchmark.sh --help)" ;;
esac

# --- CPUs: expand each set and check every CPU is one this process may run on ---------------------------
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
canonical_cpus() { # the CPU list as Linux writes it (0-1, not 0,1): run a reader pinned to it
  taskset -c "$1" sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status
}
available="$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status)"
allowed="$(expand_cpus "$available")"
if [ -n "${cpuSweep:-}" ] && [ -n "${cpuList:-}" ]; then
  fail "cpuSweep: set either cpuList (one CPU set) or cpuSweep (several), not both"
fi
if [ -n "${cpuSweep:-}" ]; then
  read -r -a cpu_sets <<<"$cpuSweep"
  param=cpuSweep
else
  cpu_sets=("${cpuList:-$available}")
  param=cpuList
fi
[ "${#cpu_sets[@]}" -gt 0 ] || fail "cpuSweep: empty; expected CPU sets separated by spaces, such as \"0 0-1\""
declare -A parallelism_of
canonical=()
for set in "${cpu_sets[@]}"; do
  cpus="$(expand_cpus "$set")" \
    || fail "$param: '$set' is not accepted; expected CPU numbers and ranges such as 0, 0-1 or 0,2 (available: $available)"
  for cpu in $cpus; do
    grep -qx "$cpu" <<<"$allowed" || fail "$param: CPU $cpu does not exist or is not available here (available: $available)"
  done
  canonical+=("$(canonical_cpus "$set")")
done
cpu_sets=("${canonical[@]}") # the kernel's spelling, which the forks report too: 0,1 and 0-1 are one set
for set in "${cpu_sets[@]}"; do
  [ -z "${parallelism_of[$set]:-}" ] || fail "$param: CPU set '$set' is listed twice"
  parallelism_of[$set]="$(expand_cpus "$set" | sort -un | wc -l)"
done
[ -z "${parallelism:-}" ] \
  || fail "parallelism: set by benchmark.sh to the number of CPUs in each CPU set; choose cpuList or cpuSweep instead (unset parallelism)"

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

# --- moduleTimeout and outDir ----------------------------------------------------------------------------
default_timeout=3600
[ "${quick:-0}" = 1 ] && default_timeout=600
moduleTimeout="${moduleTimeout:-$default_timeout}"
[[ "$moduleTimeout" =~ ^[0-9]+$ ]] && [ "$moduleTimeout" -ge 1 ] \
  || fail "moduleTimeout: '$moduleTimeout' is not accepted; expected whole seconds >= 1"
outDir="${outDir:-results/$(date +%Y%m%d-%H%M%S)}"
if [ -e "$outDir" ] && [ -n "$(ls -A "$outDir" 2>/dev/null)" ]; then
  fail "outDir: '$outDir' already holds files; choose a new or empty folder (results are never overwritten)"
fi

# --- JDK, build, and every parameter checked by the launcher before anything runs -------------------------
find_jdk
build "common$(printf ',%s-impl' "${selected[@]}")"
mkdir -p "$outDir/frameworks" "$outDir/jmh" "$outDir/logs"
declare -A module_variants
all_variants=()
for fw in "${selected[@]}"; do
  if ! listed="$(env -u variants parallelism="${parallelism_of[${cpu_sets[0]}]}" "$java" "${java_opts[@]}" \
      -cp "$(module_classpath "$fw-impl")" ringside.launcher.Launcher --describe "$outDir/frameworks/$fw.json")"; then
    rm -rf "$outDir" # nothing ran: leave no half-made result folder behind
    exit 2 # the launcher has said which parameter it refused
  fi
  module_variants[$fw]="$listed"
  mapfile -t names <<<"$listed"
  all_variants+=("${names[@]}")
done
if [ -n "${variants:-}" ]; then
  IFS=',' read -r -a wanted <<<"$variants"
  wanted=("${wanted[@]//[[:space:]]/}")
  for v in "${wanted[@]}"; do
    [ -z "$v" ] && continue
    if ! printf '%s\n' "${all_variants[@]}" | grep -qxF -- "$v"; then
      rm -rf "$outDir"
      fail "variants: unknown variant '$v' for frameworks ${selected[*]}; accepted: $(IFS=,; echo "${all_variants[*]}")"
    fi
  done
  for fw in "${selected[@]}"; do # keep, per module, only the requested variants it has
    module_variants[$fw]="$(grep -xF -f <(printf '%s\n' "${wanted[@]}") <<<"${module_variants[$fw]}" || true)"
  done
fi
IFS=',' read -r -a workload_list <<<"${benchmarks:-ring,pingpong,fanout}"
workload_count="$(printf '%s\n' "${workload_list[@]//[[:space:]]/}" | grep -v '^$' | sort -u | wc -l)"

commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
[ -z "$(git -C "$root" status --porcelain 2>/dev/null)" ] || commit="$commit (with uncommitted changes)"
cpuSets="${cpu_sets[*]}" ringsideCommit="$commit" moduleTimeout="$moduleTimeout" \
  "$java" "${java_opts[@]}" -cp "$(module_classpath common)" ringside.report.RunEnvironment "$outDir"

# --- run: every module on every CPU set, each under a time limit, each result kept as it finishes -----------
declare -A benchmarks_of # per module and CPU set: its selected variants times the workloads
total=0
for fw in "${selected[@]}"; do
  benchmarks_of[$fw]=$(( $(grep -c . <<<"${module_variants[$fw]}" || true) * workload_count ))
  total=$((total + ${benchmarks_of[$fw]} * ${#cpu_sets[@]}))
done
start="$(date +%s)"
done_count=0
failures=0
current=""

record() { # cpuSet framework status detail
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$outDir/status.tsv"
}

on_signal() {
  trap - INT TERM
  echo >&2
  echo "benchmark.sh: interrupted; reporting what finished" >&2
  # background jobs of a script ignore SIGINT, so the module's JVM is stopped here, explicitly
  [ -n "${child:-}" ] && kill -TERM "$child" 2>/dev/null
  wait 2>/dev/null || true
  [ -n "$current" ] && record "${current%%|*}" "${current#*|}" interrupted "stopped by a signal; see logs/"
  render_report "$outDir" || true
  exit 130
}
trap on_signal INT TERM

for set in "${cpu_sets[@]}"; do
  for fw in "${selected[@]}"; do
    chosen="$(paste -sd, <<<"${module_variants[$fw]}")"
    if [ -z "$chosen" ]; then
      record "$set" "$fw" skipped "none of variants=${variants:-} is one of its variants"
      continue
    fi
    log="$outDir/logs/$fw.cpus-$set.log"
    : >"$log" # exists before the progress display follows it
    echo "benchmark.sh: $fw ($chosen) on CPUs $set, parallelism ${parallelism_of[$set]}; log: $log"
    current="$set|$fw"
    set +e
    env variants="$chosen" parallelism="${parallelism_of[$set]}" resultFile="$outDir/jmh/$fw.cpus-$set.json" \
      progressDone="$done_count" progressTotal="$total" progressStart="$start" \
      timeout --kill-after=30 "$moduleTimeout" taskset -c "$set" \
      "$java" "${java_opts[@]}" -cp "$(module_classpath "$fw-impl")" ringside.launcher.Launcher >"$log" 2>&1 &
    child=$!
    # the terminal shows the launcher's progress lines and JMH's results; the log keeps everything
    tail --pid="$child" -n +1 -f "$log" 2>/dev/null | grep --line-buffered -E '^(ringside:|Result |Benchmark |[A-Za-z]+Benchmark\.)' &
    wait "$child"
    rc=$?
    wait # for the progress display to drain
    set -e
    current=""
    done_count=$((done_count + ${benchmarks_of[$fw]}))
    case "$rc" in
      0) record "$set" "$fw" ok "" ;;
      124) record "$set" "$fw" timed-out "killed after moduleTimeout=${moduleTimeout}s; see logs/$fw.cpus-$set.log"
         failures=$((failures + 1)) ;;
      129 | 13[0-9] | 14[0-3]) record "$set" "$fw" killed "by signal $((rc - 128)); see logs/$fw.cpus-$set.log"
         failures=$((failures + 1)) ;;
      *) record "$set" "$fw" failed "exit status $rc: $(grep -m1 -E 'InvalidResultException|IllegalStateException|ringside: the run failed' "$log" | cut -c1-200); see logs/$fw.cpus-$set.log"
         failures=$((failures + 1)) ;;
    esac
  done
done
trap - INT TERM

echo
echo "Ringside results: $outDir (CPU sets: ${cpu_sets[*]}; report.html, report.md, results.csv, env.json)"
report_status=0
render_report "$outDir" || report_status=$?
if [ "$failures" -gt 0 ]; then
  echo "benchmark.sh: $failures module run(s) did not finish (see 'Not finished' in the report); exit status 1" >&2
  exit 1
fi
exit "$report_status"
