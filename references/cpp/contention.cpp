// Ringside's C++ reference: the contention workload. The program, its files and its build: main.cpp.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Contention: contentionSenders senders each send their contiguous share of 1..contentionMessages to one receiver,
// each message carrying sender and value in one 64-bit number; the receiver tallies per sender (ContentionWorkload,
// ContentionTally).

struct ReceiverReport {
    long long received;
    long long sum;
    std::vector<long long> counts;
    std::vector<long long> sums;
    long long unknown_senders;
};

}  // namespace

void contention_op(const Params& p) {
    const int senders = static_cast<int>(p.contentionSenders);
    const long long messages = p.contentionMessages;
    const long long base = messages / senders;
    const long long extra = messages % senders;
    auto share = [&](int s) { return base + (s < extra ? 1 : 0); };
    auto first_value = [&](int s) { return 1 + s * base + std::min<long long>(s, extra); };
    const std::thread::id op_thread = std::this_thread::get_id();
    Mailbox<std::uint64_t> inbox;
    Mailbox<ReceiverReport> receiver_report;
    Mailbox<SenderReport> sender_reports;
    std::vector<std::thread> threads;
    threads.reserve(senders + 1);
    threads.push_back(start_thread([&] {  // the receiver
        ReceiverReport tally{0, 0, std::vector<long long>(senders, 0), std::vector<long long>(senders, 0), 0};
        while (tally.received < messages) {
            std::uint64_t message = inbox.receive();
            std::uint64_t sender = message >> 32;
            long long value = static_cast<long long>(message & 0xFFFF'FFFFULL);
            if (sender < static_cast<std::uint64_t>(senders)) {
                tally.counts[sender]++;
                tally.sums[sender] += value;
            } else {
                tally.unknown_senders++;
            }
            tally.sum += value;
            tally.received++;
        }
        receiver_report.send(std::move(tally));
    }));
    for (int me = 0; me < senders; ++me) {
        threads.push_back(start_thread([&, me] {
            bool own = on_own_thread(op_thread);
            long long first = first_value(me);
            long long n = share(me);
            for (long long v = first; v < first + n; ++v) {
                long long sent = fault_contention_value(me, v, first, n);
                inbox.send(static_cast<std::uint64_t>(me) << 32 | static_cast<std::uint64_t>(sent));
            }
            sender_reports.send({me, own});
        }));
    }
    std::vector<int> starts(senders, 0);
    long long inline_senders = 0;
    for (int i = 0; i < senders; ++i) {
        SenderReport r = sender_reports.receive();
        starts[r.sender]++;
        inline_senders += r.own_thread ? 0 : 1;
    }
    ReceiverReport r = receiver_report.receive();
    join_all(threads);

    if (r.received != messages) {
        invalid(text("the receiver got ", r.received, " messages, expected ", messages));
    }
    if (r.unknown_senders != 0) {
        invalid(text(r.unknown_senders, " messages named no sender of the op's ", senders));
    }
    for (int s = 0; s < senders; ++s) {
        long long c = share(s);
        long long expected_sum = c * (2 * first_value(s) + c - 1) / 2;
        if (r.counts[s] != c) {
            invalid(text("sender ", s, " was credited with ", r.counts[s], " messages, expected ", c));
        }
        if (r.sums[s] != expected_sum) {  // right count, wrong values: misattributed messages
            invalid(text("sender ", s, " sent values summing to ", r.sums[s], ", expected ", expected_sum));
        }
    }
    if (r.sum != messages * (messages + 1) / 2) {
        invalid(text("the receiver's sum is ", r.sum, ", expected ", messages * (messages + 1) / 2));
    }
    check_started(starts, "sender");
    check_own_threads(inline_senders, senders);
}

}  // namespace ringside
