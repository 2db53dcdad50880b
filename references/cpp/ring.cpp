// Ringside's C++ reference: the ring workload. The program, its files and its build: main.cpp.

#include <memory>
#include <string>
#include <vector>

#include "common.hpp"
#include "depth.hpp"

namespace ringside {
namespace {

// Ring: a token holding ringSize goes to worker 0; a worker receiving v > 0 sends v - 1 to the next, the one
// receiving 0 ends the op and stops the others (RingWorkload).

struct RingReport {
    int worker;
    long long received;
    bool got_zero;
    bool own_thread;
};

}  // namespace

void ring_op(const Params& p) {
    const int n = static_cast<int>(p.workerCount);
    const int size = static_cast<int>(p.ringSize);
    const std::thread::id op_thread = std::this_thread::get_id();
    auto mailboxes = std::make_unique<Mailbox<int>[]>(n);
    Mailbox<RingReport> reports;
    auto receives = [&](int i) -> long long { return i > size ? 0 : (size - i) / n + 1; };
    DepthWitness depth(static_cast<int>(p.stackDepth), n, receives);
    std::vector<std::thread> workers;
    workers.reserve(n);
    for (int me = 0; me < n; ++me) {
        workers.push_back(start_thread([&, me] {
            bool own = on_own_thread(op_thread);
            Mailbox<int>& in = mailboxes[me];
            Mailbox<int>& next = mailboxes[(me + 1) % n];
            long long received = 0;
            bool got_zero = false;
            for (int v = receive(in, depth, me); v != kStop; v = receive(in, depth, me)) {
                ++received;
                if (v == 0) {
                    got_zero = true;
                    for (int other = 0; other < n; ++other) {
                        if (other != me) {
                            mailboxes[other].send(kStop);
                        }
                    }
                    break;
                }
                next.send(fault_ring_forward(me, v - 1));
            }
            reports.send({me, received, got_zero, own});
        }));
    }
    mailboxes[0].send(size);
    std::vector<long long> counts(n, 0);
    std::vector<int> starts(n, 0);
    std::vector<int> zeros;
    long long inline_workers = 0;
    for (int i = 0; i < n; ++i) {
        RingReport r = reports.receive();
        counts[r.worker] = r.received;
        starts[r.worker]++;
        inline_workers += r.own_thread ? 0 : 1;
        if (r.got_zero) {
            zeros.push_back(r.worker);
        }
    }
    join_all(workers);

    int expected_end = size % n;
    if (zeros.size() != 1 || zeros[0] != expected_end) {
        std::string who = zeros.empty() ? "no worker" : text("worker ", zeros[0]);
        if (zeros.size() > 1) {
            who = text(zeros.size(), " workers");
        }
        invalid(text(who, " received 0, expected worker ", expected_end));
    }
    long long total = 0;
    for (int i = 0; i < n; ++i) {
        long long expected = receives(i);
        if (counts[i] != expected) {
            invalid(text("worker ", i, " received ", counts[i], " messages, expected ", expected));
        }
        total += counts[i];
    }
    if (total != static_cast<long long>(size) + 1) {
        invalid(text(total, " receives in all, expected ", static_cast<long long>(size) + 1));
    }
    check_started(starts, "worker");
    check_own_threads(inline_workers, n);
    depth.check("worker");
}

}  // namespace ringside
