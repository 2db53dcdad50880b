// Ringside's C++ reference: the suite's workloads played by OS threads, one std::thread per actor, each blocking on
// its own unbounded mailbox (std::mutex + std::condition_variable + std::deque). The contract with the runner
// (arguments, output lines, exit statuses) is in references/README.md; what each workload does is in README.md here.
//
// Build: g++ -O2 -std=c++20 -pthread -o ringside-cpp ringside.cpp   (fault build: add -DRINGSIDE_FAULT)

#include <algorithm>
#include <atomic>
#include <bit>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kProgram = "ringside-cpp";
constexpr const char* kVariant = "threads";
constexpr const char* kWorkloads[] = {"ring", "pingpong", "fanout", "contention", "spawn", "sieve", "select", "big",
        "footprint", "latency"};
/** The accepted pacers: the runner resolves the JVM's auto before it starts the program. */
constexpr const char* kPacers[] = {"parking", "precise"};
/** The program's own threads beside the actors: main (the op's driver) and the op-timeout watchdog. */
constexpr long long kOwnThreads = 2;

template <class... Parts>
std::string text(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

/** 1234567 as "1,234,567", as the JVM side writes figures in its messages. */
std::string grouped(long long n) {
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

const char* g_workload = "";

[[noreturn]] void bad_input(const std::string& what) {
    std::fprintf(stderr, "%s: %s\n", kProgram, what.c_str());
    std::exit(2);
}

[[noreturn]] void invalid(const std::string& what) {
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
std::atomic<bool> g_fault_fired{false};

/** Once, worker 1 forwards v - 2: the token skips a hop. */
int fault_ring_forward(int me, int next) {
    return me == 1 && next >= 1 && !g_fault_fired.exchange(true) ? next - 1 : next;
}
/** The pinger counts its first pong twice. */
long long fault_pong_counts(long long pongs) { return pongs == 0 ? 2 : 1; }
/** Worker 0 sends x * x + 1 for x = 1. */
std::uint64_t fault_fanout_value(int worker, long long x, std::uint64_t y) { return worker == 0 && x == 1 ? y + 1 : y; }
/** Sender 0 sends, instead of its first value, the first value of the next sender's range. */
long long fault_contention_value(int sender, long long v, long long first, long long share) {
    return sender == 0 && v == first ? first + share : v;
}
/** Leaf 0 answers 1. */
long long fault_leaf_answer(long long index) { return index == 0 ? 1 : index; }
/** Actor 0 ends without answering its stop. */
bool fault_answers_stop(int actor) { return actor != 0; }
/** The latency server answers request 0 with request 1's id. */
int fault_server_answer(int id) { return id == 0 ? 1 : id; }
/** The filter for 2 loses the number 3. */
bool fault_sieve_loses(int prime, int n) { return prime == 2 && n == 3; }
/** Source 0 sends its 2 before its 1. */
long long fault_select_number(int source, long long n, long long messages) {
    return source == 0 && n <= 2 && messages >= 2 ? 3 - n : n;
}
/** Actor 0's second ping goes to the actor after its peer (never itself). */
int fault_big_peer(int actor, long long k, int peer, int actors) {
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

struct IntegerParam {
    const char* name;
    long long Params::*field;
    long long min;
    long long max = std::numeric_limits<std::int32_t>::max();
};

/** The JVM's own upper bounds: SieveWorkload.MAX_LIMIT and RingWorkload.MAX_STACK_DEPTH. */
constexpr long long kMaxSieveLimit = 1'000'000;
constexpr long long kMaxStackDepth = 4096;

/** The integer parameters and their accepted ranges (Ringside's parameter table); all are Java ints. */
constexpr IntegerParam kIntegers[] = {
        {"parallelism", &Params::parallelism, 1},
        {"warmupIterations", &Params::warmupIterations, 0},
        {"iterations", &Params::iterations, 1},
        {"iterationTime", &Params::iterationTime, 1},
        {"opTimeout", &Params::opTimeout, 1},
        {"workerCount", &Params::workerCount, 2},
        {"ringSize", &Params::ringSize, 1},
        {"pingPongCount", &Params::pingPongCount, 1},
        {"fanOutWorkers", &Params::fanOutWorkers, 1},
        {"fanOutMessages", &Params::fanOutMessages, 1},
        {"contentionSenders", &Params::contentionSenders, 1},
        {"contentionMessages", &Params::contentionMessages, 1},
        {"spawnBranching", &Params::spawnBranching, 2},
        {"spawnLeaves", &Params::spawnLeaves, 1},
        {"footprintActors", &Params::footprintActors, 1},
        {"latencyRate", &Params::latencyRate, 1},
        {"latencyDuration", &Params::latencyDuration, 1},
        {"sieveLimit", &Params::sieveLimit, 3, kMaxSieveLimit},
        {"selectSources", &Params::selectSources, 1},
        {"selectMessages", &Params::selectMessages, 1},
        {"bigActors", &Params::bigActors, 2},
        {"bigPings", &Params::bigPings, 1},
        {"stackDepth", &Params::stackDepth, 0, kMaxStackDepth},
};

std::string accepted_names() {
    std::string names = "variant, workload, pacer, bigPeerCheck";
    for (const IntegerParam& p : kIntegers) {
        names += text(", ", p.name);
    }
    return names;
}

std::string workload_names() {
    std::string names;
    for (const char* w : kWorkloads) {
        names += names.empty() ? w : text(", ", w);
    }
    return names;
}

/** Levels below the spawn tree's root: d with b^d = n, or -1 when n is not a power of b (SpawnWorkload.depth). */
int spawn_depth(long long b, long long n) {
    int d = 0;
    long long leaves = 1;
    while (leaves < n) {
        leaves *= b;
        ++d;
    }
    return leaves == n ? d : -1;
}

Params parse(int argc, char** argv) {
    Params p;
    std::vector<std::string> given;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::size_t eq = arg.find('=');
        if (eq == std::string::npos || eq == 0) {
            bad_input(text("'", arg, "': not name=value; accepted names: ", accepted_names()));
        }
        std::string name = arg.substr(0, eq);
        std::string value = arg.substr(eq + 1);
        if (std::find(given.begin(), given.end(), name) != given.end()) {
            bad_input(text(name, ": given twice; give each parameter once"));
        }
        given.push_back(name);
        if (name == "variant") {
            if (value != kVariant) {
                bad_input(text("variant: unknown '", value, "'; accepted: ", kVariant));
            }
            p.variant = value;
            continue;
        }
        if (name == "workload") {
            if (std::find_if(std::begin(kWorkloads), std::end(kWorkloads),
                        [&](const char* w) { return value == w; }) == std::end(kWorkloads)) {
                bad_input(text("workload: unknown '", value, "'; accepted: ", workload_names()));
            }
            p.workload = value;
            continue;
        }
        if (name == "pacer") {
            if (value != kPacers[0] && value != kPacers[1]) {
                bad_input(text("pacer: unknown '", value, "'; accepted: ", kPacers[0], ", ", kPacers[1],
                        " (the runner resolves auto)"));
            }
            p.pacer = value;
            continue;
        }
        if (name == "bigPeerCheck") {
            auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), p.bigPeerCheck);
            if (value.empty() || error != std::errc() || end != value.data() + value.size()) {
                bad_input(text("bigPeerCheck: '", value, "' is not accepted; expected an unsigned 64-bit decimal (the"
                        " runner computes it)"));
            }
            continue;
        }
        const IntegerParam* param = std::find_if(std::begin(kIntegers), std::end(kIntegers),
                [&](const IntegerParam& ip) { return name == ip.name; });
        if (param == std::end(kIntegers)) {
            bad_input(text(name, ": unknown parameter; accepted: ", accepted_names()));
        }
        long long n = 0;
        auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
        long long max = param->max;
        if (value.empty() || error != std::errc() || end != value.data() + value.size() || n < param->min || n > max) {
            bad_input(text(name, ": '", value, "' is not accepted; expected an integer from ", param->min, " to ", max));
        }
        p.*(param->field) = n;
    }
    std::vector<std::string> all = {"variant", "workload", "pacer", "bigPeerCheck"};
    for (const IntegerParam& ip : kIntegers) {
        all.emplace_back(ip.name);
    }
    for (const std::string& name : all) {
        if (std::find(given.begin(), given.end(), name) == given.end()) {
            bad_input(text(name, ": missing; every parameter must be given: ", accepted_names()));
        }
    }
    if (spawn_depth(p.spawnBranching, p.spawnLeaves) < 0) {
        long long b = p.spawnBranching;  // below 2^31: b * b fits, b * b * b may not
        std::string such_as = b <= 2'000'000 ? text(b, ", ", b * b, " or ", b * b * b) : text(b, " or ", b * b);
        bad_input(text("spawnLeaves: ", p.spawnLeaves, " is not accepted; expected a power of spawnBranching (", b,
                "), such as ", such_as));
    }
    if (p.bigActors * p.bigPings > std::numeric_limits<std::int32_t>::max()) {
        bad_input(text("bigPings: ", p.bigPings, " is not accepted with bigActors=", p.bigActors, "; expected at most ",
                std::numeric_limits<std::int32_t>::max(), " pings per op in all"));
    }
    return p;
}

// ---------------------------------------------------------------------------------------------------------------
// The machine's thread limits, as loom-impl's ThreadLimit reads them: a size that needs more OS threads alive at
// once is refused before any work (exit 4), instead of failing halfway.

struct Limit {
    long long threads;
    std::string source;
};

std::optional<long long> read_number(const char* file) {
    std::ifstream in(file);
    long long n = 0;
    if (in >> n) {
        return n;
    }
    return std::nullopt;
}

std::optional<Limit> thread_limit() {
    std::vector<Limit> limits;
    if (auto n = read_number("/proc/sys/kernel/threads-max")) {
        limits.push_back({*n, "kernel.threads-max"});
    }
    if (auto n = read_number("/proc/sys/kernel/pid_max")) {
        limits.push_back({*n, "kernel.pid_max"});
    }
    if (auto n = read_number("/proc/sys/vm/max_map_count")) {
        limits.push_back({*n / 2, text("vm.max_map_count ", grouped(*n), " / 2 mappings per thread stack")});
    }
    rlimit processes{};
    if (getrlimit(RLIMIT_NPROC, &processes) == 0 && processes.rlim_cur != RLIM_INFINITY) {
        limits.push_back({static_cast<long long>(processes.rlim_cur), "the user's process limit (ulimit -u)"});
    }
    rlimit address{};
    rlimit stack{};
    if (getrlimit(RLIMIT_AS, &address) == 0 && address.rlim_cur != RLIM_INFINITY && getrlimit(RLIMIT_STACK, &stack) == 0) {
        // glibc gives a thread the stack limit as its stack; unlimited, 2 MiB
        long long per_thread = stack.rlim_cur == RLIM_INFINITY ? 2LL << 20 : static_cast<long long>(stack.rlim_cur);
        long long bytes = static_cast<long long>(address.rlim_cur);
        limits.push_back({bytes / per_thread, text("the address-space limit (ulimit -v) ", grouped(bytes), " bytes / ",
                grouped(per_thread), " bytes per thread stack")});
    }
    if (limits.empty()) {
        return std::nullopt;
    }
    return *std::min_element(limits.begin(), limits.end(),
            [](const Limit& a, const Limit& b) { return a.threads < b.threads; });
}

long long sieve_filters(long long limit);

/** Actors one op keeps alive at once, for the workloads sized by their actors (a spawn parent awaits its children). */
std::optional<long long> actors_alive(const Params& p) {
    if (p.workload == "spawn") {
        return (p.spawnBranching * p.spawnLeaves - 1) / (p.spawnBranching - 1);
    }
    if (p.workload == "footprint") {
        return p.footprintActors;
    }
    if (p.workload == "sieve") {  // a filter per prime below the limit, and the generator
        return sieve_filters(p.sieveLimit) + 1;
    }
    if (p.workload == "select") {
        return p.selectSources + 1;
    }
    if (p.workload == "big") {
        return p.bigActors;
    }
    return std::nullopt;
}

std::optional<std::string> cannot_hold(const Params& p) {
    std::optional<long long> actors = actors_alive(p);
    std::optional<Limit> limit = thread_limit();
    if (!actors || !limit || *actors + kOwnThreads <= limit->threads) {
        return std::nullopt;
    }
    return text("cannot hold ", grouped(*actors), " actors alive at once: they need ", grouped(*actors + kOwnThreads),
            " OS threads with the program's own ", kOwnThreads, "; this machine allows at most ",
            grouped(limit->threads), " (", limit->source, ")");
}

// ---------------------------------------------------------------------------------------------------------------
// The workloads: one function per op, which builds its actors, runs them, joins them all and validates what they
// reported. Every actor reports its own counts at its end through a message to the op's thread (the driver), and
// says whether it ran on a thread of its own (the JVM's StartWitness: an actor run inline on the op's thread fails).

constexpr int kStop = -1;  // ends a worker: the workloads' own values are never negative

bool on_own_thread(std::thread::id op_thread) {
    return std::this_thread::get_id() != op_thread;
}

void join_all(std::vector<std::thread>& threads) {
    for (std::thread& t : threads) {
        t.join();
    }
}

/** The witness: every actor reported once, from a thread of its own. */
void check_started(const std::vector<int>& starts, const char* who) {
    for (std::size_t i = 0; i < starts.size(); ++i) {
        if (starts[i] != 1) {
            invalid(text(who, " ", i, starts[i] == 0 ? " never reported" : " reported more than once"));
        }
    }
}

void check_own_threads(long long inline_actors, long long actors) {
    if (inline_actors != 0) {
        invalid(text(inline_actors, " of ", actors, " actors ran on the op's thread or their parent's,"
                " not on a thread of their own"));
    }
}

// Stack depth (ring and ping-pong): at stackDepth d > 0 each receive is made d calls deep in receive_at, a plain
// recursive function the compiler neither inlines nor flattens into a loop. C++ has no portable stack walk, so one
// receive per op, of one worker and one of its first calls drawn at random, is checked two ways: the levels counted
// by the recursion's own argument, and the stack it spans (GCC's __builtin_frame_address), at least a return address
// and a saved word per level, which a recursion turned into a loop would not span.

constexpr long long kFirstCalls = 16;  // the checked receive is one of its worker's first 16, as the JVM's witness
constexpr std::uintptr_t kMinFrameBytes = 16;

struct DepthWitness {
    int depth = 0;
    int entity = -1;              // the worker checked, or -1 at depth 0
    long long call = 0;           // its receive checked, from 1
    long long calls = 0;          // its receives so far: written by that worker only
    long long levels = -1;        // receive_at's levels at the checked receive; -1 until then (read after the joins)
    std::uintptr_t spanned = 0;   // the stack bytes from its top level's frame to its bottom's

    /** Draws the worker to check among entities (receives(i): worker i's receives in the op). */
    template <class Receives>
    DepthWitness(int d, int entities, Receives receives) : depth(d) {
        if (d == 0) {
            return;
        }
        static std::mt19937_64 random{std::random_device{}()};
        int e = static_cast<int>(random() % static_cast<std::uint64_t>(entities));
        while (receives(e) < 1) {  // a worker that receives nothing in this op cannot be checked
            e = (e + 1) % entities;
        }
        entity = e;
        call = 1 + static_cast<long long>(random() % static_cast<std::uint64_t>(std::min(receives(e), kFirstCalls)));
    }

    void at_depth(int me, long long level, std::uintptr_t top, std::uintptr_t bottom) {
        if (me == entity && ++calls == call) {
            levels = level;
            spanned = top > bottom ? top - bottom : 0;  // the stack grows down on every target g++ builds for here
        }
    }

    void check(const char* who) const {
        if (depth == 0) {
            return;
        }
        if (levels < 0) {
            invalid(text(who, " ", entity, " never made its receive ", call, " at depth ", depth));
        }
        if (levels != depth || spanned < kMinFrameBytes * static_cast<std::uintptr_t>(depth)) {
            invalid(text(who, " ", entity, " made its receive ", call, " ", levels, " levels deep over ", spanned,
                    " bytes of stack, expected ", depth, " levels over at least ", kMinFrameBytes * depth, " bytes"));
        }
    }
};

/** Receives frames calls deep; level counts the calls above, top is the first call's frame. */
__attribute__((noinline)) int receive_at(Mailbox<int>& in, int frames, DepthWitness& witness, int me, long long level,
        std::uintptr_t top) {
    std::uintptr_t here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    if (level == 0) {
        top = here;
    }
    if (frames == 0) {
        witness.at_depth(me, level, top, here);
        return in.receive();
    }
    int v = receive_at(in, frames - 1, witness, me, level + 1, top);
    asm volatile("" : : "r"(v) : "memory");  // the result used after the call: no tail call
    return v;
}

/** A worker's receive: a plain receive at depth 0, today's path; else receive_at, depth calls deep. */
int receive(Mailbox<int>& in, DepthWitness& witness, int me) {
    return witness.depth == 0 ? in.receive() : receive_at(in, witness.depth, witness, me, 0, 0);
}

// Ring: a token holding ringSize goes to worker 0; a worker receiving v > 0 sends v - 1 to the next, the one
// receiving 0 ends the op and stops the others (RingWorkload).

struct RingReport {
    int worker;
    long long received;
    bool got_zero;
    bool own_thread;
};

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

// Ping-pong: the pinger sends ping k and waits for its pong before ping k + 1; the ponger checks pings arrive as
// 1, 2, 3, ... and answers each with its number (PingPongWorkload, PingPongCheck).

struct PartyReport {
    bool pinger;
    long long received;
    long long violations;
    std::string first_violation;
    bool own_thread;
};

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

struct SenderReport {
    int sender;
    bool own_thread;
};

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

// Spawn: the skynet tree. Each actor is a thread; a parent starts spawnBranching children, takes their replies from
// its own mailbox, joins them and replies the sum; a leaf replies its index (SpawnWorkload, SpawnNode). The joins
// put the tear-down inside the op: a parent replies only once every thread under it has ended.

struct SpawnReply {
    long long sum;
    long long actors;          // counted by the actors themselves: a leaf says 1, a parent 1 plus its children's
    long long inline_actors;   // actors of the subtree that ran on their parent's thread or the op's
};

struct SpawnTree {
    long long branching;
    std::thread::id op_thread;
};

void spawn_actor(const SpawnTree& tree, long long first, long long span, Mailbox<SpawnReply>& parent,
        std::thread::id parent_thread) {
    std::thread::id me = std::this_thread::get_id();
    long long inline_self = me == parent_thread || me == tree.op_thread ? 1 : 0;
    if (span == 1) {
        parent.send({fault_leaf_answer(first), 1, inline_self});
        return;
    }
    Mailbox<SpawnReply> replies;
    std::vector<std::thread> children;
    children.reserve(tree.branching);
    long long share = span / tree.branching;
    for (long long i = 0; i < tree.branching; ++i) {
        long long child_first = first + i * share;
        children.push_back(start_thread([&tree, &replies, child_first, share, me] {
            spawn_actor(tree, child_first, share, replies, me);
        }));
    }
    SpawnReply mine{0, 1, inline_self};
    for (long long i = 0; i < tree.branching; ++i) {
        SpawnReply r = replies.receive();
        mine.sum += r.sum;
        mine.actors += r.actors;
        mine.inline_actors += r.inline_actors;
    }
    join_all(children);
    parent.send(mine);
}

void spawn_op(const Params& p) {
    const long long b = p.spawnBranching;
    const long long leaves = p.spawnLeaves;
    SpawnTree tree{b, std::this_thread::get_id()};
    Mailbox<SpawnReply> answer;
    std::thread root = start_thread([&] { spawn_actor(tree, 0, leaves, answer, tree.op_thread); });
    SpawnReply r = answer.receive();
    root.join();

    long long actors = (b * leaves - 1) / (b - 1);
    if (r.actors != actors) {
        invalid(text(r.actors, " actors ran, expected ", actors));
    }
    if (r.sum != leaves * (leaves - 1) / 2) {
        invalid(text("the root's sum is ", r.sum, ", expected ", leaves * (leaves - 1) / 2));
    }
    check_own_threads(r.inline_actors, actors);
}

// Sieve: a generator sends 3..sieveLimit-1 and then the end (0) to the filter for 2. Each filter is a thread holding
// one prime: it drops its prime's multiples and forwards the rest; at the tail it starts the filter for the number it
// got, a new prime. The end travels down; each filter reports on it, before it forwards it, so the tail's report is
// the last. Each filter joins the one it started, so the op's joins cover the whole pipeline (SieveWorkload).

constexpr int kSieveEnd = 0;

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

struct BigReport {
    int actor;
    long long pings;
    long long sum;
    long long pongs;
    long long violations;
    std::string first_violation;
    bool own_thread;
};

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

// ---------------------------------------------------------------------------------------------------------------
// Iterations: whole ops back to back until iterationTime has passed (at least one), timed from the first op's start
// to the last op's end; warm-up iterations first. Footprint instead measures one op per iteration.

void print_line(const std::string& line) {
    std::fputs(line.c_str(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

std::string compiler_version() {
#if defined(__clang__)
    std::string version = text("clang-", __clang_version__);
#else
    std::string version = text("g++-", __VERSION__);
#endif
    std::replace(version.begin(), version.end(), ' ', '_');
    return version;
}

void run_timed(const Params& p, Watchdog& watchdog, void (*op)(const Params&)) {
    const auto iteration_time = std::chrono::milliseconds(p.iterationTime);
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            long long ops = 0;
            Clock::time_point start = Clock::now();
            Clock::time_point end;
            do {
                watchdog.begin();
                op(p);
                watchdog.end();
                end = Clock::now();
                ++ops;
            } while (end - start < iteration_time);
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
            print_line(text(label, " ", i, " ops=", ops, " ns=", ns));
        }
    }
}

void run_footprint(const Params& p, Watchdog& watchdog) {
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            Clock::time_point start = Clock::now();
            watchdog.begin();
            long long bytes = footprint_op(p);
            watchdog.end();
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
            print_line(text(label, " ", i, " actors=", p.footprintActors, " bytes=", bytes, " ns=", ns));
        }
    }
}

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

void run_latency(const Params& p, Watchdog& watchdog) {
    for (int phase = 0; phase < 2; ++phase) {
        const char* label = phase == 0 ? "warmup" : "measure";
        long long count = phase == 0 ? p.warmupIterations : p.iterations;
        for (long long i = 1; i <= count; ++i) {
            Clock::time_point start = Clock::now();
            std::string figures = latency_op(p, watchdog);
            long long ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
            print_line(text(label, " ", i, " requests=", p.latencyRate * p.latencyDuration, " ns=", ns, " ",
                    figures));
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    Params p = parse(argc, argv);
    g_workload = p.workload.c_str();
    if (std::optional<std::string> why = cannot_hold(p)) {
        print_line(*why);
        return 4;
    }
    print_line(text("ringside-reference language=cpp version=", compiler_version(), " variant=", p.variant,
            " workload=", p.workload));
    Watchdog watchdog(p.opTimeout);
    if (p.workload == "ring") {
        run_timed(p, watchdog, ring_op);
    } else if (p.workload == "pingpong") {
        run_timed(p, watchdog, pingpong_op);
    } else if (p.workload == "fanout") {
        run_timed(p, watchdog, fanout_op);
    } else if (p.workload == "contention") {
        run_timed(p, watchdog, contention_op);
    } else if (p.workload == "spawn") {
        run_timed(p, watchdog, spawn_op);
    } else if (p.workload == "sieve") {
        sieve_expected(p.sieveLimit);  // once, before any op's time
        run_timed(p, watchdog, sieve_op);
    } else if (p.workload == "select") {
        run_timed(p, watchdog, select_op);
    } else if (p.workload == "big") {
        big_expected(p);  // once, before any op's time; it checks the peer sequence first
        run_timed(p, watchdog, big_op);
    } else if (p.workload == "footprint") {
        run_footprint(p, watchdog);
    } else {
        run_latency(p, watchdog);
    }
    std::_Exit(0);  // the watchdog thread sleeps on; nothing else is left to end
}
