// Ringside's C++ reference: the arguments, all given and checked before any work, and the machine's thread
// limits. The program, its files and its build: main.cpp.

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iterator>
#include <limits>

#include <sys/resource.h>

#include "common.hpp"

namespace ringside {
namespace {

constexpr const char* kVariant = "threads";
constexpr const char* kWorkloads[] = {"ring", "pingpong", "fanout", "contention", "spawn", "sieve", "select", "big",
        "footprint", "latency"};
/** The accepted pacers: the runner resolves the JVM's auto before it starts the program. */
constexpr const char* kPacers[] = {"parking", "precise"};
/** The program's own threads beside the actors: main (the op's driver) and the op-timeout watchdog. */
constexpr long long kOwnThreads = 2;

struct IntegerParam {
    const char* name;
    long long Params::*field;
    long long min;
    long long max = std::numeric_limits<std::int32_t>::max();
};

/** The JVM's own upper bounds: SieveWorkload.MAX_LIMIT and RingWorkload.MAX_STACK_DEPTH. */
constexpr long long kMaxSieveLimit = 1'000'000;
constexpr long long kMaxStackDepth = 4096;

/** The integer parameters and their accepted ranges (Ringside's parameter table); all are Java ints. */
constexpr IntegerParam kIntegers[] = {
        {"parallelism", &Params::parallelism, 1},
        {"warmupIterations", &Params::warmupIterations, 0},
        {"iterations", &Params::iterations, 1},
        {"iterationTime", &Params::iterationTime, 1},
        {"opTimeout", &Params::opTimeout, 1},
        {"workerCount", &Params::workerCount, 2},
        {"ringSize", &Params::ringSize, 1},
        {"pingPongCount", &Params::pingPongCount, 1},
        {"fanOutWorkers", &Params::fanOutWorkers, 1},
        {"fanOutMessages", &Params::fanOutMessages, 1},
        {"contentionSenders", &Params::contentionSenders, 1},
        {"contentionMessages", &Params::contentionMessages, 1},
        {"spawnBranching", &Params::spawnBranching, 2},
        {"spawnLeaves", &Params::spawnLeaves, 1},
        {"footprintActors", &Params::footprintActors, 1},
        {"latencyRate", &Params::latencyRate, 1},
        {"latencyDuration", &Params::latencyDuration, 1},
        {"sieveLimit", &Params::sieveLimit, 3, kMaxSieveLimit},
        {"selectSources", &Params::selectSources, 1},
        {"selectMessages", &Params::selectMessages, 1},
        {"bigActors", &Params::bigActors, 2},
        {"bigPings", &Params::bigPings, 1},
        {"stackDepth", &Params::stackDepth, 0, kMaxStackDepth},
};

std::string accepted_names() {
    std::string names = "variant, workload, pacer, bigPeerCheck";
    for (const IntegerParam& p : kIntegers) {
        names += text(", ", p.name);
    }
    return names;
}

std::string workload_names() {
    std::string names;
    for (const char* w : kWorkloads) {
        names += names.empty() ? w : text(", ", w);
    }
    return names;
}

/** Levels below the spawn tree's root: d with b^d = n, or -1 when n is not a power of b (SpawnWorkload.depth). */
int spawn_depth(long long b, long long n) {
    int d = 0;
    long long leaves = 1;
    while (leaves < n) {
        leaves *= b;
        ++d;
    }
    return leaves == n ? d : -1;
}

}  // namespace

Params parse(int argc, char** argv) {
    Params p;
    std::vector<std::string> given;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::size_t eq = arg.find('=');
        if (eq == std::string::npos || eq == 0) {
            bad_input(text("'", arg, "': not name=value; accepted names: ", accepted_names()));
        }
        std::string name = arg.substr(0, eq);
        std::string value = arg.substr(eq + 1);
        if (std::find(given.begin(), given.end(), name) != given.end()) {
            bad_input(text(name, ": given twice; give each parameter once"));
        }
        given.push_back(name);
        if (name == "variant") {
            if (value != kVariant) {
                bad_input(text("variant: unknown '", value, "'; accepted: ", kVariant));
            }
            p.variant = value;
            continue;
        }
        if (name == "workload") {
            if (std::find_if(std::begin(kWorkloads), std::end(kWorkloads),
                        [&](const char* w) { return value == w; }) == std::end(kWorkloads)) {
                bad_input(text("workload: unknown '", value, "'; accepted: ", workload_names()));
            }
            p.workload = value;
            continue;
        }
        if (name == "pacer") {
            if (value != kPacers[0] && value != kPacers[1]) {
                bad_input(text("pacer: unknown '", value, "'; accepted: ", kPacers[0], ", ", kPacers[1],
                        " (the runner resolves auto)"));
            }
            p.pacer = value;
            continue;
        }
        if (name == "bigPeerCheck") {
            auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), p.bigPeerCheck);
            if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
                bad_input(text("bigPeerCheck: '", value, "' is not accepted; expected an unsigned 64-bit decimal (the"
                        " runner computes it)"));
            }
            continue;
        }
        const IntegerParam* param = std::find_if(std::begin(kIntegers), std::end(kIntegers),
                [&](const IntegerParam& ip) { return name == ip.name; });
        if (param == std::end(kIntegers)) {
            bad_input(text(name, ": unknown parameter; accepted: ", accepted_names()));
        }
        long long n = 0;
        auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
        long long max = param->max;
        if (value.empty() || error != std::errc() || end != value.data() + value.size() || n < param->min || n > max) {
            bad_input(text(name, ": '", value, "' is not accepted; expected an integer from ", param->min, " to ", max));
        }
        p.*(param->field) = n;
    }
    std::vector<std::string> all = {"variant", "workload", "pacer", "bigPeerCheck"};
    for (const IntegerParam& ip : kIntegers) {
        all.emplace_back(ip.name);
    }
    for (const std::string& name : all) {
        if (std::find(given.begin(), given.end(), name) == given.end()) {
            bad_input(text(name, ": missing; every parameter must be given: ", accepted_names()));
        }
    }
    if (spawn_depth(p.spawnBranching, p.spawnLeaves) < 0) {
        long long b = p.spawnBranching;  // below 2^31: b * b fits, b * b * b may not
        std::string such_as = b <= 2'000'000 ? text(b, ", ", b * b, " or ", b * b * b) : text(b, " or ", b * b);
        bad_input(text("spawnLeaves: ", p.spawnLeaves, " is not accepted; expected a power of spawnBranching (", b,
                "), such as ", such_as));
    }
    if (p.bigActors * p.bigPings > std::numeric_limits<std::int32_t>::max()) {
        bad_input(text("bigPings: ", p.bigPings, " is not accepted with bigActors=", p.bigActors, "; expected at most ",
                std::numeric_limits<std::int32_t>::max(), " pings per op in all"));
    }
    return p;
}

// ---------------------------------------------------------------------------------------------------------------
// The machine's thread limits, as loom-impl's ThreadLimit reads them: a size that needs more OS threads alive at
// once is refused before any work (exit 4), instead of failing halfway.

namespace {

struct Limit {
    long long threads;
    std::string source;
};

std::optional<long long> read_number(const char* file) {
    std::ifstream in(file);
    long long n = 0;
    if (in >> n) {
        return n;
    }
    return std::nullopt;
}

std::optional<Limit> thread_limit() {
    std::vector<Limit> limits;
    if (auto n = read_number("/proc/sys/kernel/threads-max")) {
        limits.push_back({*n, "kernel.threads-max"});
    }
    if (auto n = read_number("/proc/sys/kernel/pid_max")) {
        limits.push_back({*n, "kernel.pid_max"});
    }
    if (auto n = read_number("/proc/sys/vm/max_map_count")) {
        limits.push_back({*n / 2, text("vm.max_map_count ", grouped(*n), " / 2 mappings per thread stack")});
    }
    rlimit processes{};
    if (getrlimit(RLIMIT_NPROC, &processes) == 0 && processes.rlim_cur != RLIM_INFINITY) {
        limits.push_back({static_cast<long long>(processes.rlim_cur), "the user's process limit (ulimit -u)"});
    }
    rlimit address{};
    rlimit stack{};
    if (getrlimit(RLIMIT_AS, &address) == 0 && address.rlim_cur != RLIM_INFINITY && getrlimit(RLIMIT_STACK, &stack) == 0) {
        // glibc gives a thread the stack limit as its stack; unlimited, 2 MiB
        long long per_thread = stack.rlim_cur == RLIM_INFINITY ? 2LL << 20 : static_cast<long long>(stack.rlim_cur);
        long long bytes = static_cast<long long>(address.rlim_cur);
        limits.push_back({bytes / per_thread, text("the address-space limit (ulimit -v) ", grouped(bytes), " bytes / ",
                grouped(per_thread), " bytes per thread stack")});
    }
    if (limits.empty()) {
        return std::nullopt;
    }
    return *std::min_element(limits.begin(), limits.end(),
            [](const Limit& a, const Limit& b) { return a.threads < b.threads; });
}

/** Actors one op keeps alive at once, for the workloads sized by their actors (a spawn parent awaits its children). */
std::optional<long long> actors_alive(const Params& p) {
    if (p.workload == "spawn") {
        return (p.spawnBranching * p.spawnLeaves - 1) / (p.spawnBranching - 1);
    }
    if (p.workload == "footprint") {
        return p.footprintActors;
    }
    if (p.workload == "sieve") {  // a filter per prime below the limit, and the generator
        return sieve_filters(p.sieveLimit) + 1;
    }
    if (p.workload == "select") {
        return p.selectSources + 1;
    }
    if (p.workload == "big") {
        return p.bigActors;
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> cannot_hold(const Params& p) {
    std::optional<long long> actors = actors_alive(p);
    std::optional<Limit> limit = thread_limit();
    if (!actors || !limit || *actors + kOwnThreads <= limit->threads) {
        return std::nullopt;
    }
    return text("cannot hold ", grouped(*actors), " actors alive at once: they need ", grouped(*actors + kOwnThreads),
            " OS threads with the program's own ", kOwnThreads, "; this machine allows at most ",
            grouped(limit->threads), " (", limit->source, ")");
}

}  // namespace ringside
