// Ringside's C++ reference: the big workload. The program, its files and its build: main.cpp.

#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "common.hpp"

namespace ringside {
namespace {

// Big: bigActors threads, each with its own mailbox. Actor a sends its k-th ping to big_peer(a, k) once the pong for
// its (k-1)-th has come, and answers every ping with a pong; the last actor to have all its pongs stops them all
// (BigWorkload). A ping is its id a * bigPings + k, a pong -(id + 1).

constexpr long long kBigStop = std::numeric_limits<long long>::min();

/** BigWorkload.peer: splitmix64 of (a << 32 | k) in unsigned 64-bit arithmetic, then never a itself. */
int big_peer(long long actors, long long a, long long k) {
    std::uint64_t z = (static_cast<std::uint64_t>(a) << 32 | static_cast<std::uint64_t>(k)) + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z = z ^ (z >> 31);
    return static_cast<int>((a + 1 + static_cast<long long>(z % static_cast<std::uint64_t>(actors - 1))) % actors);
}

}  // namespace

/** Per actor, the pings it receives and their ids' sum, from every actor's sequence. */
struct BigExpected {
    std::vector<long long> pings;
    std::vector<long long> sums;
};

/** Computed once, before any op, after checking this program's peer sequence against the JVM's (bigPeerCheck). */
const BigExpected& big_expected(const Params& p) {
    static const BigExpected expected = [&p] {
        std::uint64_t check = 0;
        BigExpected e{std::vector<long long>(p.bigActors, 0), std::vector<long long>(p.bigActors, 0)};
        for (long long a = 0; a < p.bigActors; ++a) {
            for (long long k = 0; k < p.bigPings; ++k) {
                int to = big_peer(p.bigActors, a, k);
                long long id = a * p.bigPings + k;
                check += static_cast<std::uint64_t>(to) * static_cast<std::uint64_t>(id + 1);
                e.pings[to]++;
                e.sums[to] += id;
            }
        }
        if (check != p.bigPeerCheck) {
            invalid(text("the peer sequence differs from the JVM's (peer check ", check, ", the JVM's ",
                    p.bigPeerCheck, ")"));
        }
        return e;
    }();
    return expected;
}

namespace {

struct BigReport {
    int actor;
    long long pings;
    long long sum;
    long long pongs;
    long long violations;
    std::string first_violation;
    bool own_thread;
};

}  // namespace

void big_op(const Params& p) {
    const BigExpected& e = big_expected(p);
    const int n = static_cast<int>(p.bigActors);
    const long long per_actor = p.bigPings;
    const std::thread::id op_thread = std::this_thread::get_id();
    auto mailboxes = std::make_unique<Mailbox<long long>[]>(n);
    // pongs[a]: actor a's pongs so far, written by a only; a ping's receiver reads its sender's, which cannot change
    // before the pong it is about to send (the mailbox's lock orders the read after the sender's write)
    std::vector<long long> pongs(n, 0);
    std::atomic<int> finished{0};
    Mailbox<BigReport> reports;
    std::vector<std::thread> actors;
    actors.reserve(n);
    for (int me = 0; me < n; ++me) {
        actors.push_back(start_thread([&, me] {
            BigReport r{me, 0, 0, 0, 0, "", on_own_thread(op_thread)};
            auto send_ping = [&](long long k) {
                mailboxes[fault_big_peer(me, k, big_peer(n, me, k), n)].send(me * per_actor + k);
            };
            send_ping(0);
            for (long long m = mailboxes[me].receive(); m != kBigStop; m = mailboxes[me].receive()) {
                if (m >= 0) {
                    long long sender = m / per_actor;
                    long long k = m % per_actor;
                    r.pings++;
                    r.sum += m;
                    if (pongs[sender] != k && r.violations++ == 0) {
                        r.first_violation = text("actor ", sender, "'s ping ", k, " came when it had ",
                                pongs[sender], " pongs");
                    }
                    mailboxes[sender].send(-(m + 1));
                    continue;
                }
                long long id = -m - 1;
                long long due = me * per_actor + pongs[me];
                if (id != due && r.violations++ == 0) {
                    r.first_violation = text("actor ", me, " got the pong for ping ", id, " when ", due, " was due");
                }
                r.pongs = ++pongs[me];
                if (r.pongs < per_actor) {
                    send_ping(r.pongs);
                } else if (finished.fetch_add(1) + 1 == n) {
                    for (int other = 0; other < n; ++other) {
                        mailboxes[other].send(kBigStop);
                    }
                }
            }
            reports.send(std::move(r));
        }));
    }
    std::vector<BigReport> got(n);
    std::vector<int> starts(n, 0);
    long long inline_actors = 0;
    for (int i = 0; i < n; ++i) {
        BigReport r = reports.receive();
        starts[r.actor]++;
        inline_actors += r.own_thread ? 0 : 1;
        got[r.actor] = std::move(r);
    }
    join_all(actors);

    check_started(starts, "actor");
    for (int a = 0; a < n; ++a) {
        const BigReport& r = got[a];
        if (r.pongs != per_actor) {
            invalid(text("actor ", a, " got ", r.pongs, " pongs, expected ", per_actor));
        }
        if (r.pings != e.pings[a] || r.sum != e.sums[a]) {
            invalid(text("actor ", a, " received ", r.pings, " pings with ids summing to ", r.sum, ", expected ",
                    e.pings[a], " summing to ", e.sums[a], " (from every actor's peer sequence)"));
        }
        if (r.violations != 0) {
            invalid(text(r.violations, " pings or pongs were out of sequence at actor ", a, ", the first: ",
                    r.first_violation));
        }
    }
    check_own_threads(inline_actors, n);
}

}  // namespace ringside
