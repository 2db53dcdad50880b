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
names="variant workload parallelism warmupIterations iterations iterationTime opTimeout workerCount ringSize pingPongCount fanOutWorkers fanOutMessages contentionSenders contentionMessages spawnBranching spawnLeaves footprintActors"
seen=""
for arg in "$@"; do
    name="${arg%%=*}"
    value="${arg#*=}"
    case " $names " in
        *" $name "*) ;;
        *) echo "standin: $name: unknown parameter; accepted: $names" >&2; exit 2 ;;
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
i=1
while [ "$i" -le "$arg_warmupIterations" ]; do
    echo "warmup $i ops=$i ns=$((i * 3000000 + pid % 997 * 1000))"
    i=$((i + 1))
done
i=1
while [ "$i" -le "$arg_iterations" ]; do
    if [ "$arg_workload" = footprint ]; then
        echo "measure $i actors=$arg_footprintActors bytes=$((arg_footprintActors * (2000 + pid % 97)))"
    else
        echo "measure $i ops=$i ns=$((i * 2000000 + pid % 997 * 1000))"
    fi
    i=$((i + 1))
done
