#!/usr/bin/env bash
# Runs every Ringside framework module pinned to the same CPUs, then prints one comparison table.
# This script finds a JDK, builds, and hands over to the suite runner (runner/: ringside.suite.Suite), which checks
# the parameters, runs each module under taskset on each CPU set and writes the report.
# Parameters are env vars (see --help); nothing given is ever evaluated as shell code.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

fail() {
  echo "benchmark.sh: $*" >&2
  exit 2
}

case "${1:-}" in
  -h | --help) ;; # printed by the suite runner, from the parameter registry (below, once the runner is built)
  report)
    [ $# -eq 2 ] || fail "usage: ./benchmark.sh report <outDir>" ;;
  remote-server)
    [ $# -eq 1 ] || fail "usage: [name=value ...] ./benchmark.sh remote-server" ;;
  docs) ;; # the docs command checks its own arguments
  compare)
    [ $# -eq 3 ] || fail "usage: [outDir=<folder>] ./benchmark.sh compare <result folder A> <result folder B>" ;;
  side-by-side)
    [ $# -eq 1 ] || fail "usage: [name=value ...] ./benchmark.sh side-by-side" ;;
  published)
    [ $# -eq 2 ] || fail "usage: [name=value ...] ./benchmark.sh published <folder of the posts' ping-pong programs>" ;;
  "") ;;
  *) fail "unknown argument '$1' (parameters are env vars; see ./benchmark.sh --help)" ;;
esac

build() { # $1: comma-separated modules
  echo "benchmark.sh: building $1 (tests skipped: run them with ./mvnw verify)" >&2
  (cd "$root" && ./mvnw -q -B -DskipTests -pl "$1" -am package) || { echo "benchmark.sh: the build failed" >&2; exit 1; }
}

# shellcheck source=.mvn/find-jdk.sh
. "$root/.mvn/find-jdk.sh"
ringside_find_jdk || exit 1
java=("$JAVA_HOME/bin/java")
if [ "$RINGSIDE_JDK_MAJOR" -ge 23 ]; then
  java+=(--sun-misc-unsafe-memory-access=allow) # JMH itself uses Unsafe: keep the output clean
fi
runner="$root/runner" # the suite, the report, docs, compare and side-by-side run on its class path (with api and harness)
runner_deps="$runner/target/classpath.txt"

if [ "${1:-}" = -h ] || [ "${1:-}" = --help ]; then # builds the runner only when it is missing or older than its sources
  built="$runner/target/classes/ringside/suite/Suite.class"
  if [ ! -f "$runner_deps" ] || [ ! -f "$built" ] || [ -n "$(find "$root/api/src/main" "$root/harness/src/main" \
    "$runner/src/main" "$root/pom.xml" "$root/api/pom.xml" "$root/harness/pom.xml" "$runner/pom.xml" \
    -newer "$built" -print -quit)" ]; then
    build runner >/dev/null
  fi
  exec "${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.suite.Suite --help
fi

if [ "${1:-}" = report ]; then # rebuilds every report file from what the run stored
  [ -f "$runner_deps" ] || build runner
  exec "${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.report.Report "$2"
fi

if [ "${1:-}" = docs ]; then # regenerates docs/results' reports and every generated block of the docs
  build runner
  exec "${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.docs.Docs "$root" "${@:2}"
fi

if [ "${1:-}" = compare ]; then # two runs compared, B against A: the Java side checks the folders and outDir
  build runner
  exec "${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.compare.Compare "$2" "$3"
fi

# The suite runner checks every parameter before the modules are built, and says which it refuses (exit 2).
build runner
if [ "${1:-}" = side-by-side ]; then # the frameworks' own kind of programs beside Ringside's ops, stored in outDir
  side_by_side=("${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.sidebyside.SideBySide "$root")
  modules="$("${side_by_side[@]}" modules)" || exit $?
  build "$modules"
  exec "${side_by_side[@]}" run
fi
if [ "${1:-}" = published ]; then # the published ping-pong programs of two posts, run as the posts ran them
  exec "${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.sidebyside.SideBySide "$root" \
    published "$2"
fi
suite=("${java[@]}" -cp "$runner/target/classes:$(cat "$runner_deps")" ringside.suite.Suite "$root")
modules="$("${suite[@]}" modules)" || exit $?
build "$modules"
if [ "${1:-}" = remote-server ]; then # the other machine of remote: serves server JVMs until Ctrl-C
  exec "${suite[@]}" remote-server
fi
exec "${suite[@]}" run
