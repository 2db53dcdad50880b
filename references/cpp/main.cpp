// Ringside's C++ reference: the suite's workloads played by OS threads, one std::thread per actor, each blocking on
// its own unbounded mailbox (std::mutex + std::condition_variable + std::deque). The contract with the runner
// (arguments, output lines, exit statuses) is in references/README.md; what each workload does is in README.md here.
//
// The program's files: common.hpp (what they all share), depth.hpp (ring and ping-pong's stack depth),
// params.cpp (the arguments and the thread limits), one .cpp per workload, and this one (the iterations).
//
// Build: g++ -O2 -std=c++20 -pthread -o ringside-cpp *.cpp   (fault build: add -DRINGSIDE_FAULT)

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>

#include "common.hpp"

namespace ringside {
namespace {

// ---------------------------------------------------------------------------------------------------------------
// Iterations: whole ops back to back until iterationTime has passed (at least one), timed from the first op's start
// to the last op's end; warm-up iterations first. Footprint instead measures one op per iteration.

void print_line(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::string compiler_version() {
#if defined(__clang__)
    std::string version = text("clang-", __clang_version__);
#else
    std::string version = text("g++-", __VERSION__);
#endif
    std::replace(version.begin(), version.end(), ' ', '_');
    return version;
}

void run_timed(const Params& p, Watchdog& watchdog, void (*op)(const Params&)) {
    const auto iteration_time = std::chrono::milliseconds(p.iterationTime);
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            long long ops = 0;
            Clock::time_point start = Clock::now();
            Clock::time_point end;
            do {
                watchdog.begin();
                op(p);
                watchdog.end();
                end = Clock::now();
                ++ops;
            } while (end - start < iteration_time);
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
            print_line(text(label, " ", i, " ops=", ops, " ns=", ns));
        }
    }
}

void run_footprint(const Params& p, Watchdog& watchdog) {
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            Clock::time_point start = Clock::now();
            watchdog.begin();
            long long bytes = footprint_op(p);
            watchdog.end();
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
            print_line(text(label, " ", i, " actors=", p.footprintActors, " bytes=", bytes, " ns=", ns));
        }
    }
}

void run_latency(const Params& p, Watchdog& watchdog) {
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            Clock::time_point start = Clock::now();
            std::string figures = latency_op(p, watchdog);
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
            print_line(text(label, " ", i, " requests=", p.latencyRate * p.latencyDuration, " ns=", ns, " ",
                    figures));
        }
    }
}

}  // namespace
}  // namespace ringside

using namespace ringside;

int main(int argc, char** argv) {
    Params p = parse(argc, argv);
    g_workload = p.workload.c_str();
    if (std::optional<std::string> why = cannot_hold(p)) {
        print_line(*why);
        return 4;
    }
    print_line(text("ringside-reference language=cpp version=", compiler_version(), " variant=", p.variant,
            " workload=", p.workload));
    Watchdog watchdog(p.opTimeout);
    if (p.workload == "ring") {
        run_timed(p, watchdog, ring_op);
    } else if (p.workload == "pingpong") {
        run_timed(p, watchdog, pingpong_op);
    } else if (p.workload == "fanout") {
        run_timed(p, watchdog, fanout_op);
    } else if (p.workload == "contention") {
        run_timed(p, watchdog, contention_op);
    } else if (p.workload == "spawn") {
        run_timed(p, watchdog, spawn_op);
    } else if (p.workload == "sieve") {
        sieve_expected(p.sieveLimit);  // once, before any op's time
        run_timed(p, watchdog, sieve_op);
    } else if (p.workload == "select") {
        run_timed(p, watchdog, select_op);
    } else if (p.workload == "big") {
        big_expected(p);  // once, before any op's time; it checks the peer sequence first
        run_timed(p, watchdog, big_op);
    } else if (p.workload == "footprint") {
        run_footprint(p, watchdog);
    } else {
        run_latency(p, watchdog);
    }
    std::_Exit(0);  // the watchdog thread sleeps on; nothing else is left to end
}
