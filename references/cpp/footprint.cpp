// Ringside's C++ reference: the footprint workload. The program, its files and its build: main.cpp.

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "common.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace ringside {
namespace {

// Footprint: footprintActors idle actors, each a thread blocked on its own mailbox; the process's resident memory
// is read before they are created and once all are waiting; then each is sent its own index, answers it and ends
// (FootprintWorkload, FootprintTally).

struct FootprintReport {
    bool waiting;   // true: "about to wait"; false: the answer to its message, just before it ends
    int actor;
    int message;
    bool own_thread;
};

/**
 * VmRSS in bytes, after giving the C library's free memory back to the system (glibc keeps what a process freed,
 * so a reading would depend on earlier ops), as the JVM side trims before its readings.
 */
long long resident_bytes() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0) {
            return std::atoll(line.c_str() + 6) * 1024;
        }
    }
    invalid("no VmRSS in /proc/self/status: the memory cannot be read");
}

}  // namespace

long long footprint_op(const Params& p) {
    const int n = static_cast<int>(p.footprintActors);
    const std::thread::id op_thread = std::this_thread::get_id();
    long long before = resident_bytes();
    auto mailboxes = std::make_unique<Mailbox<int>[]>(n);
    Mailbox<FootprintReport> reports;
    std::vector<std::thread> actors;
    actors.reserve(n);
    for (int me = 0; me < n; ++me) {
        actors.push_back(start_thread([&, me] {
            bool own = on_own_thread(op_thread);
            reports.send({true, me, 0, own});
            int message = mailboxes[me].receive();
            if (fault_answers_stop(me)) {
                reports.send({false, me, message, own});
            }
        }));
    }
    long long waiting = 0;
    long long waiting_inline = 0;
    long long answered_early = 0;
    while (waiting < n) {
        FootprintReport r = reports.receive();
        if (!r.waiting) {
            ++answered_early;
            continue;
        }
        ++waiting;
        waiting_inline += r.own_thread ? 0 : 1;
    }
    long long during = resident_bytes();
    while (auto r = reports.poll()) {  // still all waiting when measured: none may have answered
        answered_early += r->waiting ? 0 : 1;
    }
    if (answered_early != 0) {
        invalid(text("at the measurement ", waiting, " actors were waiting and ", answered_early,
                " had ended; expected ", n, " waiting and none ended"));
    }
    if (waiting_inline != 0) {
        invalid(text(waiting_inline, " of ", n, " actors reported waiting on the op's thread, not their own"));
    }

    for (int i = 0; i < n; ++i) {
        mailboxes[i].send(i);
    }
    join_all(actors);  // each actor has sent its answer before it ended: all are in the mailbox now
    long long received = 0;
    long long misdelivered = 0;
    long long received_inline = 0;
    long long sum = 0;
    while (auto r = reports.poll()) {
        if (r->waiting) {
            invalid(text("actor ", r->actor, " reported waiting twice"));
        }
        ++received;
        misdelivered += r->message != r->actor ? 1 : 0;
        received_inline += r->own_thread ? 0 : 1;
        sum += r->message;
    }
    if (received != n || misdelivered != 0) {
        invalid(text(received, " actors received a message and answered, ", misdelivered,
                " of them another actor's; expected each of the ", n, " to receive its own"));
    }
    long long expected_sum = static_cast<long long>(n) * (n - 1) / 2;
    if (sum != expected_sum) {
        invalid(text("the received indices sum to ", sum, ", expected ", expected_sum));
    }
    check_own_threads(received_inline, n);
    return during - before;
}

}  // namespace ringside
