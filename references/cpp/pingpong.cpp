// Ringside's C++ reference: the ping-pong workload. The program, its files and its build: main.cpp.

#include <string>
#include <thread>

#include "common.hpp"
#include "depth.hpp"

namespace ringside {
namespace {

// Ping-pong: the pinger sends ping k and waits for its pong before ping k + 1; the ponger checks pings arrive as
// 1, 2, 3, ... and answers each with its number (PingPongWorkload, PingPongCheck).

struct PartyReport {
    bool pinger;
    long long received;
    long long violations;
    std::string first_violation;
    bool own_thread;
};

}  // namespace

void pingpong_op(const Params& p) {
    const int count = static_cast<int>(p.pingPongCount);
    const std::thread::id op_thread = std::this_thread::get_id();
    Mailbox<int> pings;
    Mailbox<int> pongs;
    Mailbox<PartyReport> reports;
    // party 0 the pinger, 1 the ponger; each receives pingPongCount messages
    DepthWitness depth(static_cast<int>(p.stackDepth), 2, [&](int) -> long long { return count; });
    std::thread pinger = start_thread([&] {
        bool own = on_own_thread(op_thread);
        int last_sent = 0;
        long long received = 0;
        long long violations = 0;
        std::string first;
        auto violation = [&](std::string what) {
            if (violations++ == 0) {
                first = std::move(what);
            }
        };
        for (int i = 0; i < count; ++i) {
            int seq = ++last_sent;
            if (seq > count) {
                violation(text("ping ", seq, " sent, the op has ", count));
            }
            pings.send(seq);
            int pong = receive(pongs, depth, 0);
            if (pong != last_sent) {
                violation(text("pong ", pong, " arrived after ping ", last_sent, " was sent"));
            }
            received += fault_pong_counts(received);
        }
        pings.send(kStop);
        reports.send({true, received, violations, first, own});
    });
    std::thread ponger = start_thread([&] {
        bool own = on_own_thread(op_thread);
        long long received = 0;
        long long violations = 0;
        std::string first;
        for (int seq = receive(pings, depth, 1); seq != kStop; seq = receive(pings, depth, 1)) {
            if (seq != received + 1 && violations++ == 0) {
                first = text("ping ", seq, " arrived when ping ", received + 1, " was due");
            }
            ++received;
            pongs.send(seq);
        }
        reports.send({false, received, violations, first, own});
    });
    PartyReport a = reports.receive();
    PartyReport b = reports.receive();
    pinger.join();
    ponger.join();

    if (a.pinger == b.pinger) {
        invalid(text("two reports from the ", a.pinger ? "pinger" : "ponger", ", none from the other"));
    }
    const PartyReport& from_pinger = a.pinger ? a : b;
    const PartyReport& from_ponger = a.pinger ? b : a;
    if (from_ponger.received != count || from_pinger.received != count) {
        invalid(text("ponger received ", from_ponger.received, " pings and pinger ", from_pinger.received,
                " pongs, expected ", count, " each"));
    }
    long long violations = from_pinger.violations + from_ponger.violations;
    if (violations != 0) {
        std::string first = from_ponger.first_violation.empty() ? from_pinger.first_violation
                : from_pinger.first_violation.empty()
                ? from_ponger.first_violation
                : text("ponger: ", from_ponger.first_violation, "; pinger: ", from_pinger.first_violation);
        invalid(text(violations, " messages out of sequence, the first: ", first));
    }
    check_own_threads((from_pinger.own_thread ? 0 : 1) + (from_ponger.own_thread ? 0 : 1), 2);
    depth.check("party (0 the pinger, 1 the ponger)");
}

}  // namespace ringside
