// Ringside's C++ reference: the sieve workload. The program, its files and its build: main.cpp.

#include <algorithm>
#include <memory>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Sieve: a generator sends 3..sieveLimit-1 and then the end (0) to the filter for 2. Each filter is a thread holding
// one prime: it drops its prime's multiples and forwards the rest; at the tail it starts the filter for the number it
// got, a new prime. The end travels down; each filter reports on it, before it forwards it, so the tail's report is
// the last. Each filter joins the one it started, so the op's joins cover the whole pipeline (SieveWorkload).

constexpr int kSieveEnd = 0;

}  // namespace

/** The primes below the limit and, per prime, the numbers its filter receives and drops. Computed once. */
struct SieveExpected {
    std::vector<int> primes;
    std::vector<long long> received;  // by the prime's place among the primes
    std::vector<long long> dropped;
    long long sum = 0;
};

/** From the smallest prime factor of each number: filter p receives the n in [3, limit), n != p, whose smallest
 *  factor is at least p, and drops those whose smallest factor is p (the generator sends every prime from 3). */
const SieveExpected& sieve_expected(long long limit) {
    static const SieveExpected expected = [limit] {
        std::vector<int> smallest(limit, 0);
        for (int n = 2; n < limit; ++n) {
            if (smallest[n] == 0) {
                for (long long m = n; m < limit; m += n) {
                    if (smallest[m] == 0) {
                        smallest[m] = n;
                    }
                }
            }
        }
        std::vector<long long> with_factor(limit, 0);
        for (int n = 3; n < limit; ++n) {
            with_factor[smallest[n]]++;
        }
        SieveExpected e;
        for (int n = 2; n < limit; ++n) {
            if (smallest[n] == n) {
                e.primes.push_back(n);
                e.sum += n;
            }
        }
        e.received.resize(e.primes.size());
        e.dropped.resize(e.primes.size());
        long long at_least = 0;
        for (std::size_t i = e.primes.size(); i-- > 0;) {
            int prime = e.primes[i];
            long long self = prime >= 3 ? 1 : 0;
            at_least += with_factor[prime];
            e.received[i] = at_least - self;
            e.dropped[i] = with_factor[prime] - self;
        }
        return e;
    }();
    return expected;
}

/** The filters a sieve op ends with: one per prime below the limit. */
long long sieve_filters(long long limit) {
    return static_cast<long long>(sieve_expected(limit).primes.size());
}

namespace {

struct SieveReport {
    int prime;
    long long received;
    long long dropped;
    bool tail;
    bool own_thread;  // not on the op's thread nor its creator's
};

struct SievePipeline {
    Mailbox<SieveReport> reports;
    std::thread::id op_thread;
};

void sieve_filter(SievePipeline& pipeline, int prime, Mailbox<int>& in, std::thread::id parent) {
    std::thread::id me = std::this_thread::get_id();
    bool own = me != pipeline.op_thread && me != parent;
    long long received = 0;
    long long dropped = 0;
    std::unique_ptr<Mailbox<int>> next;
    std::thread next_filter;
    for (int n = in.receive(); n != kSieveEnd; n = in.receive()) {
        ++received;
        if (n % prime == 0) {
            ++dropped;
        } else if (fault_sieve_loses(prime, n)) {
            continue;
        } else if (next) {
            next->send(n);
        } else {
            next = std::make_unique<Mailbox<int>>();
            Mailbox<int>& tail = *next;
            next_filter = start_thread([&pipeline, n, &tail, me] { sieve_filter(pipeline, n, tail, me); });
        }
    }
    pipeline.reports.send({prime, received, dropped, !next, own});
    if (next) {
        next->send(kSieveEnd);
        next_filter.join();
    }
}

}  // namespace

void sieve_op(const Params& p) {
    const SieveExpected& e = sieve_expected(p.sieveLimit);
    const int limit = static_cast<int>(p.sieveLimit);
    SievePipeline pipeline{{}, std::this_thread::get_id()};
    Mailbox<int> first;
    std::thread filter = start_thread([&] { sieve_filter(pipeline, 2, first, pipeline.op_thread); });
    bool generator_own = false;
    std::thread generator = start_thread([&] {
        generator_own = on_own_thread(pipeline.op_thread);
        for (int n = 3; n < limit; ++n) {
            first.send(n);
        }
        first.send(kSieveEnd);
    });
    std::vector<SieveReport> found;
    for (bool tail = false; !tail;) {  // every filter reports before the end reaches the next: the tail's is last
        found.push_back(pipeline.reports.receive());
        tail = found.back().tail;
    }
    filter.join();
    generator.join();
    while (std::optional<SieveReport> more = pipeline.reports.poll()) {
        found.push_back(*more);
    }

    std::sort(found.begin(), found.end(), [](const SieveReport& a, const SieveReport& b) { return a.prime < b.prime; });
    long long sum = 0;
    long long inline_filters = generator_own ? 0 : 1;
    for (const SieveReport& r : found) {
        sum += r.prime;
        inline_filters += r.own_thread ? 0 : 1;
    }
    if (found.size() != e.primes.size() || sum != e.sum) {
        invalid(text(found.size(), " primes found (their sum ", sum, "), expected ", e.primes.size(), " (sum ", e.sum,
                ")"));
    }
    for (std::size_t i = 0; i < found.size(); ++i) {
        const SieveReport& r = found[i];
        if (r.prime != e.primes[i]) {
            invalid(text("a filter was made for ", r.prime, ", which is not the prime ", e.primes[i], " expected there"));
        }
        if (r.received != e.received[i] || r.dropped != e.dropped[i]) {
            invalid(text("the filter for ", r.prime, " received ", r.received, " numbers and dropped ", r.dropped,
                    ", expected ", e.received[i], " and ", e.dropped[i]));
        }
    }
    check_own_threads(inline_filters, static_cast<long long>(found.size()) + 1);
}

}  // namespace ringside
