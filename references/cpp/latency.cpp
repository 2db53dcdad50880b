// Ringside's C++ reference: the latency workload. The program, its files and its build: main.cpp.

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Latency: latencyRate x latencyDuration requests, numbered from 0, sent open loop by the main thread (the pacer)
// to one server thread, request i at its intended time i/latencyRate s after the start whether or not earlier
// replies have come; the server answers each with its id to a receiver thread, which records each reply's arrival
// (LatencyWorkload, LatencyRecorder). Each op's figures as the JVM's HdrHistogram (3 significant digits) reports them.

/** The pacer's lead before the first request, and the precise pacer's spin before each (the JVM's Pacer). */
constexpr long long kLeadNanos = 1'000'000;
constexpr long long kSpinNanos = 150'000;
/** The percentiles the JVM records (p50, p90, p99, p99.9), in thousandths. */
constexpr long long kPerMille[] = {500, 900, 990, 999};

long long now_nanos() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
}

/** When request id is due after the start, exact as LatencyWorkload.intendedOffsetNanos. */
long long offset_nanos(const Params& p, long long id) {
    return id * 1'000'000'000LL / p.latencyRate;
}

/**
 * Waits until due (now_nanos' clock) or later; the reading that ended the wait. parking sleeps
 * (std::this_thread::sleep_until) until due; precise sleeps until kSpinNanos before it, then spins.
 */
long long await_due(bool precise, long long due) {
    long long sleep_to = precise ? due - kSpinNanos : due;
    long long now = now_nanos();
    while (now < sleep_to) {
        std::this_thread::sleep_until(Clock::time_point(std::chrono::nanoseconds(sleep_to)));
        now = now_nanos();
    }
    while (now < due) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
        now = now_nanos();
    }
    return now;
}

/** The highest value HdrHistogram (3 significant digits, lowest value 1) counts as equal to v. */
long long highest_equivalent(long long v) {
    if (v <= 0) {
        return 0;
    }
    int shift = std::bit_width(static_cast<unsigned long long>(v)) - 11;
    return shift <= 0 ? v : ((v >> shift) << shift) + (1LL << shift) - 1;
}

/** HdrHistogram's getValueAtPercentile over sorted values: the value of rank ceil(pm/1000 x n), at least 1. */
long long at_per_mille(const std::vector<long long>& sorted, long long pm) {
    long long n = static_cast<long long>(sorted.size());
    long long rank = std::max(1LL, (pm * n + 999) / 1000);
    return highest_equivalent(sorted[rank - 1]);
}

}  // namespace

/** One op; returns its figures as the protocol prints them after requests= and ns=. */
std::string latency_op(const Params& p, Watchdog& watchdog) {
    const long long n = p.latencyRate * p.latencyDuration;
    const bool precise = p.pacer == "precise";
    Mailbox<int> requests;
    Mailbox<int> replies;
    std::vector<int> answers(n, 0);
    std::vector<long long> replied_at(n, 0);
    std::vector<long long> sent_at(n, 0);
    std::atomic<long long> sent{0};
    std::atomic<long long> total{0};
    long long strays = 0;  // the receiver's, read after it is joined
    std::mutex all_lock;
    std::condition_variable all_replied;
    std::thread server = start_thread([&] {
        for (int id = requests.receive(); id != kStop; id = requests.receive()) {
            replies.send(fault_server_answer(id));
        }
        replies.send(kStop);
    });
    std::thread receiver = start_thread([&] {
        for (int id = replies.receive(); id != kStop; id = replies.receive()) {
            long long now = now_nanos();
            if (id < 0 || id >= sent.load()) {
                ++strays;
            } else if (answers[id]++ == 0) {
                replied_at[id] = now;
            }
            if (total.fetch_add(1) + 1 == n) {
                std::lock_guard<std::mutex> hold(all_lock);
                all_replied.notify_all();
            }
        }
    });
    const long long start = now_nanos() + kLeadNanos;
    for (long long id = 0; id < n; ++id) {
        sent_at[id] = await_due(precise, start + offset_nanos(p, id));
        sent.store(id + 1);
        requests.send(static_cast<int>(id));
    }
    watchdog.begin();  // every wait after the pacing is bounded by opTimeout, as the JVM's op
    {
        std::unique_lock<std::mutex> hold(all_lock);
        all_replied.wait(hold, [&] { return total.load() >= n; });
    }
    requests.send(kStop);  // the server stops after every request, then the receiver: a late repeated reply counts
    server.join();
    receiver.join();
    watchdog.end();

    long long answered = 0;
    long long duplicated = 0;
    long long first_unanswered = -1;
    long long last_reply = start;
    std::vector<long long> latencies;
    latencies.reserve(n);
    for (long long id = 0; id < n; ++id) {
        if (answers[id] == 0) {
            first_unanswered = first_unanswered < 0 ? id : first_unanswered;
            continue;
        }
        ++answered;
        duplicated += answers[id] - 1;
        latencies.push_back(std::max(0LL, replied_at[id] - start - offset_nanos(p, id)));
        last_reply = std::max(last_reply, replied_at[id]);
    }
    if (answered != n || duplicated != 0 || strays != 0) {
        invalid(text(answered, " of ", n, " requests were answered (first unanswered id ", first_unanswered, "), ",
                duplicated, " replies repeated an answered id and ", strays, " carried an id that was never sent (or"
                " not yet); expected every request answered exactly once with its own id"));
    }
    std::vector<long long> lateness(n);
    for (long long id = 0; id < n; ++id) {
        lateness[id] = sent_at[id] - start - offset_nanos(p, id);
    }
    std::sort(latencies.begin(), latencies.end());
    std::sort(lateness.begin(), lateness.end());
    // n requests fill n slots of 1/rate: a server that keeps up achieves the offered rate
    double achieved = static_cast<double>(answered)
            / (static_cast<double>(last_reply - start) / 1e9 + 1.0 / static_cast<double>(p.latencyRate));
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.6f", achieved);
    return text("p50=", at_per_mille(latencies, kPerMille[0]), " p90=", at_per_mille(latencies, kPerMille[1]),
            " p99=", at_per_mille(latencies, kPerMille[2]), " p99.9=", at_per_mille(latencies, kPerMille[3]),
            " max=", highest_equivalent(latencies.back()), " achieved=", rate, " lateness.p50=",
            at_per_mille(lateness, 500), " lateness.p99=", at_per_mille(lateness, 990));
}

}  // namespace ringside
