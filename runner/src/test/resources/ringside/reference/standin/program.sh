#!/bin/sh
# A stand-in for a reference program (tests only): speaks the runner's protocol (references/README.md) with
# made-up figures. Arguments: <language> <fault 0|1> name=value...; only shell built-ins, so it runs on any PATH.
# STANDIN_INVALID=<workload> in its environment makes that workload fail its check, as the fault build fails all.
set -eu
language="$1"
fault="$2"
shift 2
case "$language" in
    go) variant_name=goroutines ;;
    erlang) variant_name=processes ;;
    cpp) variant_name=threads ;;
esac
names="variant workload parallelism warmupIterations iterations iterationTime opTimeout workerCount ringSize pingPongCount fanOutWorkers fanOutMessages contentionSenders contentionMessages spawnBranching spawnLeaves footprintActors latencyRate latencyDuration pacer"
# the arguments of the workloads after latency: a program written before them is not given them
newer="sieveLimit selectSources selectMessages bigActors bigPings bigPeerCheck stackDepth httpPingPongCount"
seen=""
for arg in "$@"; do
    name="${arg%%=*}"
    value="${arg#*=}"
    case " $names $newer " in
        *" $name "*) ;;
        *) echo "standin: $name: unknown parameter; accepted: $names $newer" >&2; exit 2 ;;
    esac
    eval "arg_$name=\$value"
    seen="$seen $name"
done
for name in $names; do
    case " $seen " in
        *" $name "*) ;;
        *) echo "standin: $name: missing" >&2; exit 2 ;;
    esac
done
# Go plays the http workloads as its variant net-http, as the real program does
if [ "$language" = go ] && { [ "$arg_workload" = httpPingPong ] || [ "$arg_workload" = httpThroughput ]; }; then
    variant_name=net-http
fi
if [ "$arg_variant" != "$variant_name" ]; then
    echo "standin: variant: unknown '$arg_variant'; accepted: $variant_name" >&2
    exit 2
fi
if [ "$arg_workload" = spawn ] && [ "$arg_spawnLeaves" -gt 50000 ]; then
    echo "cannot hold $arg_spawnLeaves leaves at once (the stand-in's limit: 50000)"
    exit 4
fi
if [ "$fault" = 1 ] || [ "${STANDIN_INVALID:-}" = "$arg_workload" ]; then
    echo "invalid: $arg_workload: the stand-in's fault build (expected 1, got 2)" >&2
    exit 3
fi
echo "ringside-reference language=$language version=standin-1 variant=$variant_name workload=$arg_workload"
pid=$$
# line <phase> <i>: the workload's line shape, figures made up from i and the process id (so forks differ)
line() {
    case "$arg_workload" in
        footprint) echo "$1 $2 actors=$arg_footprintActors bytes=$((arg_footprintActors * (2000 + pid % 97))) ns=$(($2 * 5000000))" ;;
        latency) echo "$1 $2 requests=$((arg_latencyRate * arg_latencyDuration)) ns=$((arg_latencyDuration * 1000000000 + $2)) p50=$((1000 + pid % 97)) p90=2000 p99=3000 p99.9=4000 max=5000 achieved=$arg_latencyRate.5 lateness.p50=100 lateness.p99=$((200 + $2))" ;;
        *) echo "$1 $2 ops=$2 ns=$(($2 * ${3} + pid % 997 * 1000))" ;;
    esac
}
i=1
while [ "$i" -le "$arg_warmupIterations" ]; do
    line warmup "$i" 3000000
    i=$((i + 1))
done
i=1
while [ "$i" -le "$arg_iterations" ]; do
    line measure "$i" 2000000
    i=$((i + 1))
done
