// Ringside's C++ reference: the fan-out workload. The program, its files and its build: main.cpp.

#include <cstdint>
#include <memory>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Fan-out: a producer sends 1..fanOutMessages, number x to worker (x - 1) % fanOutWorkers; each worker sends x * x
// to one collector, which sums them, wrapping at 64 bits (FanOutWorkload).

struct FanOutWorkerReport {
    int worker;
    long long count;
    long long sum;
    bool own_thread;
};

struct FanOutCollectorReport {
    long long collected;
    std::uint64_t sum;
};

/** Sum of squares 1..n = n(n+1)(2n+1)/6, reduced to 64 bits as the collector's wrapping sum is. */
std::int64_t fanout_expected_sum(long long n) {
    unsigned __int128 big = static_cast<unsigned __int128>(n);
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(big * (big + 1) * (2 * big + 1) / 6));
}

}  // namespace

void fanout_op(const Params& p) {
    const int n = static_cast<int>(p.fanOutWorkers);
    const long long messages = p.fanOutMessages;
    const std::thread::id op_thread = std::this_thread::get_id();
    auto inboxes = std::make_unique<Mailbox<long long>[]>(n);
    Mailbox<std::uint64_t> collector_inbox;
    Mailbox<FanOutWorkerReport> worker_reports;
    Mailbox<FanOutCollectorReport> collector_report;
    std::vector<std::thread> threads;
    threads.reserve(n + 2);
    threads.push_back(start_thread([&] {  // the producer
        for (long long x = 1; x <= messages; ++x) {
            inboxes[(x - 1) % n].send(x);
        }
        for (int i = 0; i < n; ++i) {
            inboxes[i].send(kStop);
        }
    }));
    for (int me = 0; me < n; ++me) {
        threads.push_back(start_thread([&, me] {
            bool own = on_own_thread(op_thread);
            Mailbox<long long>& in = inboxes[me];
            long long count = 0;
            long long sum = 0;
            for (long long x = in.receive(); x != kStop; x = in.receive()) {
                ++count;
                sum += x;
                std::uint64_t square = static_cast<std::uint64_t>(x) * static_cast<std::uint64_t>(x);
                collector_inbox.send(fault_fanout_value(me, x, square));
            }
            worker_reports.send({me, count, sum, own});
        }));
    }
    threads.push_back(start_thread([&] {  // the collector
        std::uint64_t sum = 0;
        long long collected = 0;
        for (long long i = 0; i < messages; ++i) {
            sum += collector_inbox.receive();
            ++collected;
        }
        collector_report.send({collected, sum});
    }));
    std::vector<long long> counts(n, 0);
    std::vector<long long> sums(n, 0);
    std::vector<int> starts(n, 0);
    long long inline_workers = 0;
    for (int i = 0; i < n; ++i) {
        FanOutWorkerReport r = worker_reports.receive();
        counts[r.worker] = r.count;
        sums[r.worker] = r.sum;
        starts[r.worker]++;
        inline_workers += r.own_thread ? 0 : 1;
    }
    FanOutCollectorReport collected = collector_report.receive();
    join_all(threads);

    if (collected.collected != messages) {
        invalid(text("collector received ", collected.collected, " values, expected ", messages));
    }
    for (int i = 0; i < n; ++i) {
        long long c = i >= messages ? 0 : (messages - 1 - i) / n + 1;
        long long s = c * (i + 1) + static_cast<long long>(n) * (c - 1) * c / 2;
        if (counts[i] != c) {
            invalid(text("worker ", i, " transformed ", counts[i], " numbers, expected ", c));
        }
        if (sums[i] != s) {  // right count, wrong numbers: a misrouted message
            invalid(text("worker ", i, " received numbers summing to ", sums[i], ", expected ", s));
        }
    }
    std::int64_t sum = static_cast<std::int64_t>(collected.sum);
    if (sum != fanout_expected_sum(messages)) {
        invalid(text("collector's sum is ", sum, ", expected ", fanout_expected_sum(messages)));
    }
    check_started(starts, "worker");
    check_own_threads(inline_workers, n);
}

}  // namespace ringside
