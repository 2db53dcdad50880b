// Ringside's C++ reference: the select workload. The program, its files and its build: main.cpp.

#include <cstdint>
#include <string>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Select: selectSources sources each send 1..selectMessages, in order, to one collector's mailbox, source and
// number in one 64-bit message; the collector tallies per source: count, sum and order (SelectWorkload). C++ has
// no select over channels: one mailbox, as contention.

struct SelectReport {
    long long received;
    std::vector<long long> counts;
    std::vector<long long> sums;
    long long out_of_order;
    std::string first_out_of_order;
    long long unknown_sources;
};

}  // namespace

void select_op(const Params& p) {
    const int sources = static_cast<int>(p.selectSources);
    const long long messages = p.selectMessages;
    const long long all = sources * messages;
    const std::thread::id op_thread = std::this_thread::get_id();
    Mailbox<std::uint64_t> inbox;
    Mailbox<SelectReport> collector_report;
    Mailbox<SenderReport> source_reports;
    std::vector<std::thread> threads;
    threads.reserve(sources + 1);
    threads.push_back(start_thread([&] {  // the collector
        SelectReport tally{0, std::vector<long long>(sources, 0), std::vector<long long>(sources, 0), 0, "", 0};
        std::vector<long long> last(sources, 0);
        while (tally.received < all) {
            std::uint64_t message = inbox.receive();
            std::uint64_t source = message >> 32;
            long long n = static_cast<long long>(message & 0xFFFF'FFFFULL);
            tally.received++;
            if (source >= static_cast<std::uint64_t>(sources)) {
                tally.unknown_sources++;
                continue;
            }
            if (n != last[source] + 1 && tally.out_of_order++ == 0) {
                tally.first_out_of_order = text("source ", source, "'s ", n, " came after its ", last[source]);
            }
            last[source] = n;
            tally.counts[source]++;
            tally.sums[source] += n;
        }
        collector_report.send(std::move(tally));
    }));
    for (int me = 0; me < sources; ++me) {
        threads.push_back(start_thread([&, me] {
            bool own = on_own_thread(op_thread);
            for (long long n = 1; n <= messages; ++n) {
                long long sent = fault_select_number(me, n, messages);
                inbox.send(static_cast<std::uint64_t>(me) << 32 | static_cast<std::uint64_t>(sent));
            }
            source_reports.send({me, own});
        }));
    }
    std::vector<int> starts(sources, 0);
    long long inline_sources = 0;
    for (int i = 0; i < sources; ++i) {
        SenderReport r = source_reports.receive();
        starts[r.sender]++;
        inline_sources += r.own_thread ? 0 : 1;
    }
    SelectReport r = collector_report.receive();
    join_all(threads);

    if (r.unknown_sources != 0) {
        invalid(text(r.unknown_sources, " messages named no source of the op's ", sources));
    }
    long long sum = messages * (messages + 1) / 2;
    for (int s = 0; s < sources; ++s) {
        if (r.counts[s] != messages || r.sums[s] != sum) {
            invalid(text("source ", s, " was credited with ", r.counts[s], " messages summing to ", r.sums[s],
                    ", expected ", messages, " summing to ", sum));
        }
    }
    if (r.out_of_order != 0) {
        invalid(text(r.out_of_order, " messages came out of their source's order, the first: ", r.first_out_of_order));
    }
    check_started(starts, "source");
    check_own_threads(inline_sources, sources);
}

}  // namespace ringside
