// Ringside's C++ reference: what every file of the program shares (the program is described in main.cpp).
// Every function defined here is inline and every variable inline constexpr or inline: one entity for all
// the files. A workload's own types and helpers stay in its file, in an anonymous namespace.

#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

namespace ringside {

using Clock = std::chrono::steady_clock;

inline constexpr const char* kProgram = "ringside-cpp";

template <class... Parts>
inline std::string text(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

/** 1234567 as "1,234,567", as the JVM side writes figures in its messages. */
inline std::string grouped(long long n) {
    std::string digits = std::to_string(n < 0 ? -n : n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) {
            out += ',';
        }
        out += digits[i];
    }
    return n < 0 ? "-" + out : out;
}

// ---------------------------------------------------------------------------------------------------------------
// Exits. A failed op leaves threads blocked for ever, so the process ends with _Exit: no joins, no destructors.

inline const char* g_workload = "";  // set by main, read in every file

[[noreturn]] inline void bad_input(const std::string& what) {
    std::fprintf(stderr, "%s: %s\n", kProgram, what.c_str());
    std::exit(2);
}

[[noreturn]] inline void invalid(const std::string& what) {
    std::fprintf(stderr, "invalid: %s: %s\n", g_workload, what.c_str());
    std::fflush(stderr);
    std::_Exit(3);
}

/** A thread the kernel refused (the limits moved since the check, or other processes took them): not a result. */
template <class Body>
std::thread start_thread(Body&& body) {
    try {
        return std::thread(std::forward<Body>(body));
    } catch (const std::system_error& e) {
        std::fprintf(stderr, "%s: %s: cannot start a thread: %s\n", kProgram, g_workload, e.what());
        std::fflush(stderr);
        std::_Exit(1);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// The fault build (-DRINGSIDE_FAULT): one plausible bug per workload, which the validation must catch (exit 3).
// In the normal build each hook is the identity.

#ifdef RINGSIDE_FAULT
inline std::atomic<bool> g_fault_fired{false};

/** Once, worker 1 forwards v - 2: the token skips a hop. */
inline int fault_ring_forward(int me, int next) {
    return me == 1 && next >= 1 && !g_fault_fired.exchange(true) ? next - 1 : next;
}
/** The pinger counts its first pong twice. */
inline long long fault_pong_counts(long long pongs) { return pongs == 0 ? 2 : 1; }
/** Worker 0 sends x * x + 1 for x = 1. */
inline std::uint64_t fault_fanout_value(int worker, long long x, std::uint64_t y) {
    return worker == 0 && x == 1 ? y + 1 : y;
}
/** Sender 0 sends, instead of its first value, the first value of the next sender's range. */
inline long long fault_contention_value(int sender, long long v, long long first, long long share) {
    return sender == 0 && v == first ? first + share : v;
}
/** Leaf 0 answers 1. */
inline long long fault_leaf_answer(long long index) { return index == 0 ? 1 : index; }
/** Actor 0 ends without answering its stop. */
inline bool fault_answers_stop(int actor) { return actor != 0; }
/** The latency server answers request 0 with request 1's id. */
inline int fault_server_answer(int id) { return id == 0 ? 1 : id; }
/** The filter for 2 loses the number 3. */
inline bool fault_sieve_loses(int prime, int n) { return prime == 2 && n == 3; }
/** Source 0 sends its 2 before its 1. */
inline long long fault_select_number(int source, long long n, long long messages) {
    return source == 0 && n <= 2 && messages >= 2 ? 3 - n : n;
}
/** Actor 0's second ping goes to the actor after its peer (never itself). */
inline int fault_big_peer(int actor, long long k, int peer, int actors) {
    if (actor != 0 || k != 1) {
        return peer;
    }
    int to = (peer + 1) % actors;
    return to == actor ? (to + 1) % actors : to;
}
#else
constexpr int fault_ring_forward(int, int next) { return next; }
constexpr long long fault_pong_counts(long long) { return 1; }
constexpr std::uint64_t fault_fanout_value(int, long long, std::uint64_t y) { return y; }
constexpr long long fault_contention_value(int, long long v, long long, long long) { return v; }
constexpr long long fault_leaf_answer(long long index) { return index; }
constexpr bool fault_answers_stop(int) { return true; }
constexpr int fault_server_answer(int id) { return id; }
constexpr bool fault_sieve_loses(int, int) { return false; }
constexpr long long fault_select_number(int, long long n, long long) { return n; }
constexpr int fault_big_peer(int, long long, int peer, int) { return peer; }
#endif

// ---------------------------------------------------------------------------------------------------------------
// The mailbox: unbounded, so a sender never blocks, as an actor's mailbox. A mailbox is destroyed only after every
// thread that sends to it has been joined, so notifying after the unlock cannot touch a destroyed mailbox.

template <class T>
class Mailbox {
public:
    void send(T message) {
        {
            std::lock_guard<std::mutex> hold(lock_);
            queue_.push_back(std::move(message));
        }
        ready_.notify_one();
    }

    T receive() {
        std::unique_lock<std::mutex> hold(lock_);
        ready_.wait(hold, [this] { return !queue_.empty(); });
        T message = std::move(queue_.front());
        queue_.pop_front();
        return message;
    }

    /** A message already there, without waiting: for counting what has come once every sender has been joined. */
    std::optional<T> poll() {
        std::lock_guard<std::mutex> hold(lock_);
        if (queue_.empty()) {
            return std::nullopt;
        }
        T message = std::move(queue_.front());
        queue_.pop_front();
        return message;
    }

private:
    std::mutex lock_;
    std::condition_variable ready_;
    std::deque<T> queue_;
};

// ---------------------------------------------------------------------------------------------------------------
// The op timeout: a lost message leaves the op's threads blocked for ever, so a watchdog thread ends the process.
// One atomic deadline, 0 between ops; the watchdog sleeps until it, so an op costs it no wake-up.

class Watchdog {
public:
    explicit Watchdog(long long seconds) : seconds_(seconds) {
        start_thread([this] { watch(); }).detach();
    }

    void begin() { deadline_.store(now_ns() + seconds_ * 1'000'000'000LL); }
    void end() { deadline_.store(0); }

private:
    static long long now_ns() {
        return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
    }

    [[noreturn]] void watch() {
        for (;;) {
            long long deadline = deadline_.load();
            long long now = now_ns();
            if (deadline != 0 && now >= deadline) {
                invalid(text("op timed out after ", seconds_, " s"));
            }
            // between ops: a later op's deadline is at least a timeout away, so sleeping that long misses none
            long long wake = deadline != 0 ? deadline : now + seconds_ * 1'000'000'000LL;
            std::this_thread::sleep_until(Clock::time_point(std::chrono::nanoseconds(wake)));
        }
    }

    const long long seconds_;
    std::atomic<long long> deadline_{0};
};

// ---------------------------------------------------------------------------------------------------------------
// Parameters: all given, each name=value, checked before any work as the JVM's launcher checks them.

struct Params {
    std::string variant;
    std::string workload;
    long long parallelism = 0;
    long long warmupIterations = 0;
    long long iterations = 0;
    long long iterationTime = 0;
    long long opTimeout = 0;
    long long workerCount = 0;
    long long ringSize = 0;
    long long pingPongCount = 0;
    long long fanOutWorkers = 0;
    long long fanOutMessages = 0;
    long long contentionSenders = 0;
    long long contentionMessages = 0;
    long long spawnBranching = 0;
    long long spawnLeaves = 0;
    long long footprintActors = 0;
    long long latencyRate = 0;      // requests per second
    long long latencyDuration = 0;  // s per op
    std::string pacer;
    long long sieveLimit = 0;
    long long selectSources = 0;
    long long selectMessages = 0;
    long long bigActors = 0;
    long long bigPings = 0;
    std::uint64_t bigPeerCheck = 0;  // the JVM's BigWorkload.peerCheck, which this program's peer sequence must match
    long long stackDepth = 0;        // frames deep each ring and ping-pong receive is made
};

// ---------------------------------------------------------------------------------------------------------------
// The workloads: one function per op, which builds its actors, runs them, joins them all and validates what they
// reported. Every actor reports its own counts at its end through a message to the op's thread (the driver), and
// says whether it ran on a thread of its own (the JVM's StartWitness: an actor run inline on the op's thread fails).

inline constexpr int kStop = -1;  // ends a worker: the workloads' own values are never negative

inline bool on_own_thread(std::thread::id op_thread) {
    return std::this_thread::get_id() != op_thread;
}

inline void join_all(std::vector<std::thread>& threads) {
    for (std::thread& t : threads) {
        t.join();
    }
}

/** The witness: every actor reported once, from a thread of its own. */
inline void check_started(const std::vector<int>& starts, const char* who) {
    for (std::size_t i = 0; i < starts.size(); ++i) {
        if (starts[i] != 1) {
            invalid(text(who, " ", i, starts[i] == 0 ? " never reported" : " reported more than once"));
        }
    }
}

inline void check_own_threads(long long inline_actors, long long actors) {
    if (inline_actors != 0) {
        invalid(text(inline_actors, " of ", actors, " actors ran on the op's thread or their parent's,"
                " not on a thread of their own"));
    }
}

/** A sender's report at its end: contention's senders and select's sources. */
struct SenderReport {
    int sender;
    bool own_thread;
};

// ---------------------------------------------------------------------------------------------------------------
// What each file gives the others: the arguments and limits (params.cpp), one op per workload (its own file), and
// the expected results computed once before any op's time (sieve.cpp, big.cpp).

Params parse(int argc, char** argv);
std::optional<std::string> cannot_hold(const Params& p);

void ring_op(const Params& p);
void pingpong_op(const Params& p);
void fanout_op(const Params& p);
void contention_op(const Params& p);
void spawn_op(const Params& p);
void sieve_op(const Params& p);
void select_op(const Params& p);
void big_op(const Params& p);
long long footprint_op(const Params& p);
std::string latency_op(const Params& p, Watchdog& watchdog);

struct SieveExpected;
const SieveExpected& sieve_expected(long long limit);
long long sieve_filters(long long limit);
struct BigExpected;
const BigExpected& big_expected(const Params& p);

}  // namespace ringside
