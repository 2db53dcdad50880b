package ringside.kilim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import kilim.Pausable;
import ringside.contract.VariantRuntime;
import ringside.workload.BigResult;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionResult;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectResult;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveResult;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;

/**
 * The workloads written once, as pausable Kilim code: a worker per role, each pausing in {@code receive()} on its
 * own unbounded inbox. A subclass supplies the Kilim level: what an inbox is and what runs a worker (a Task on a
 * scheduler, or a Continuation on one loop), so the level is the only difference measured. An op's future
 * completes once every worker has returned, so tear-down is inside the op.
 */
abstract class KilimRuntime implements VariantRuntime {
    /** Ends a worker: the workloads' own values are never negative. */
    static final int STOP = -1;

    /** An inbox with one receiver; unbounded, so a sender never waits. */
    interface Inbox<T> {
        T receive() throws Pausable;

        void send(T message) throws Pausable;

        /** From outside any worker: the op's first message. */
        void post(T message);
    }

    /** One worker's whole life. */
    abstract static class Worker {
        abstract void run() throws Pausable;
    }

    abstract <T> Inbox<T> inbox();

    /** Receives from whichever of its inboxes has a message: the level's select over them. */
    interface Select<T> {
        T receive() throws Pausable;
    }

    /** The level's select over {@code inboxes} (made by {@link #inbox}), which then have no other receiver. */
    abstract <T> Select<T> select(List<Inbox<T>> inboxes);

    /**
     * Starts the workers; the future gets {@code result} when all have returned (those they started too), or the
     * first failure.
     */
    abstract <R> CompletableFuture<R> run(List<Worker> workers, Supplier<R> result);

    /** Starts one more worker of the op in flight; only that op's workers call it (ops never overlap). */
    abstract void start(Worker worker);

    /**
     * What runs {@code posts} (inbox posts to the op's workers) from outside the op, on any thread. An op whose
     * workers wait for such messages asks for it before {@link #run}, so a level that must know can wait for them.
     */
    abstract Runnable fromOutside(Runnable posts);

    @Override
    public Future<RingResult> ring(RingWorkload w) {
        int n = w.workerCount();
        List<Inbox<Integer>> inboxes = inboxes(n);
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        List<Worker> workers = new ArrayList<>(n);
        if (w.stackDepth() == 0) {
            witness.create(i -> workers.add(new RingWorker(i, inboxes, counts, endedBy, witness)));
            inboxes.get(0).post(w.ringSize());
            return run(workers, () -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> workers.add(new DeepRingWorker(i, inboxes, counts, endedBy, witness, w.stackDepth(),
                depth)));
        inboxes.get(0).post(w.ringSize());
        return run(workers, () -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    /**
     * Receives from {@code in} {@code frames} pausable calls deep, each a small frame: the weaver makes every one
     * resumable, so a worker paused here unwinds and rebuilds them all. Not a tail call: the result is used after.
     */
    static <T> T receiveAtDepth(Inbox<T> in, int frames, StackDepthWitness depth, int entity) throws Pausable {
        if (frames == 0) {
            depth.atDepth(entity);
            return in.receive();
        }
        T received = receiveAtDepth(in, frames - 1, depth, entity);
        return received;
    }

    /** RingWorker at a stack depth: each receive {@code frames} calls deep in {@link #receiveAtDepth}. */
    static final class DeepRingWorker extends Worker {
        private final int me;
        private final List<Inbox<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;
        private final int frames;
        private final StackDepthWitness depth;

        DeepRingWorker(int me, List<Inbox<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness,
                int frames, StackDepthWitness depth) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
            this.frames = frames;
            this.depth = depth;
        }

        @Override
        void run() throws Pausable {
            witness.started(me);
            Inbox<Integer> in = ring.get(me);
            Inbox<Integer> next = ring.get((me + 1) % ring.size());
            for (int v = receiveAtDepth(in, frames, depth, me); v != STOP; v = receiveAtDepth(in, frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (Inbox<Integer> other : ring) {
                        if (other != in) {
                            other.send(STOP);
                        }
                    }
                    return;
                }
                next.send(v - 1);
            }
        }
    }

    static final class RingWorker extends Worker {
        private final int me;
        private final List<Inbox<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingWorker(int me, List<Inbox<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        void run() throws Pausable {
            witness.started(me);
            Inbox<Integer> in = ring.get(me);
            Inbox<Integer> next = ring.get((me + 1) % ring.size());
            for (int v = in.receive(); v != STOP; v = in.receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (Inbox<Integer> other : ring) {
                        if (other != in) {
                            other.send(STOP);
                        }
                    }
                    return;
                }
                next.send(v - 1);
            }
        }
    }

    @Override
    public Future<PingPongResult> pingPong(PingPongWorkload w) {
        Inbox<Integer> pings = inbox();
        Inbox<Integer> pongs = inbox();
        PingPongCheck check = new PingPongCheck(w);
        List<Worker> parties = new ArrayList<>(2);
        if (w.stackDepth() > 0) {
            check.createParties(() -> {
                parties.add(new DeepPinger(w.pingPongCount(), pings, pongs, check, w.stackDepth()));
                parties.add(new DeepPonger(pings, pongs, check, w.stackDepth()));
            });
            return run(parties, check::result);
        }
        check.createParties(() -> {
            parties.add(new Worker() { // pinger
                @Override
                void run() throws Pausable {
                    check.pingerStarted();
                    for (int i = 0; i < w.pingPongCount(); i++) {
                        pings.send(check.nextPing());
                        check.pongReceived(pongs.receive());
                    }
                    pings.send(STOP);
                }
            });
            parties.add(new Worker() { // ponger
                @Override
                void run() throws Pausable {
                    check.pongerStarted();
                    for (int v = pings.receive(); v != STOP; v = pings.receive()) {
                        check.pingReceived(v);
                        pongs.send(v);
                    }
                }
            });
        });
        return run(parties, check::result);
    }

    /** The pinger at a stack depth: each pong received {@code frames} calls deep. */
    static final class DeepPinger extends Worker {
        private final int count;
        private final Inbox<Integer> pings;
        private final Inbox<Integer> pongs;
        private final PingPongCheck check;
        private final int frames;

        DeepPinger(int count, Inbox<Integer> pings, Inbox<Integer> pongs, PingPongCheck check, int frames) {
            this.count = count;
            this.pings = pings;
            this.pongs = pongs;
            this.check = check;
            this.frames = frames;
        }

        @Override
        void run() throws Pausable {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(receiveAtDepth(pongs, frames, check.depth(), PingPongCheck.PINGER));
            }
            pings.send(STOP);
        }
    }

    /** The ponger at a stack depth: each ping received {@code frames} calls deep. */
    static final class DeepPonger extends Worker {
        private final Inbox<Integer> pings;
        private final Inbox<Integer> pongs;
        private final PingPongCheck check;
        private final int frames;

        DeepPonger(Inbox<Integer> pings, Inbox<Integer> pongs, PingPongCheck check, int frames) {
            this.pings = pings;
            this.pongs = pongs;
            this.check = check;
            this.frames = frames;
        }

        @Override
        void run() throws Pausable {
            check.pongerStarted();
            for (int v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER); v != STOP;
                    v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        int n = w.fanOutWorkers();
        List<Inbox<Long>> inboxes = inboxes(n);
        Inbox<Long> collectorInbox = inbox();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        StartWitness witness = w.workers();
        List<Worker> workers = new ArrayList<>(n + 2);
        workers.add(new Worker() { // producer
            @Override
            void run() throws Pausable {
                for (long x = 1; x <= w.fanOutMessages(); x++) {
                    inboxes.get(w.workerFor(x)).send(x);
                }
                for (Inbox<Long> in : inboxes) {
                    in.send((long) STOP);
                }
            }
        });
        witness.create(i -> workers.add(new FanOutWorker(inboxes.get(i), collectorInbox, workerCounts, workerSums, i,
                witness)));
        workers.add(new Worker() { // collector
            @Override
            void run() throws Pausable {
                for (int i = 0; i < w.fanOutMessages(); i++) {
                    collected[1] += collectorInbox.receive();
                    collected[0]++;
                }
            }
        });
        return run(workers, () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    static final class FanOutWorker extends Worker {
        private final Inbox<Long> in;
        private final Inbox<Long> collector;
        private final long[] counts;
        private final long[] sums;
        private final int me;
        private final StartWitness witness;

        FanOutWorker(Inbox<Long> in, Inbox<Long> collector, long[] counts, long[] sums, int me,
                StartWitness witness) {
            this.in = in;
            this.collector = collector;
            this.counts = counts;
            this.sums = sums;
            this.me = me;
            this.witness = witness;
        }

        @Override
        void run() throws Pausable {
            witness.started(me);
            for (long x = in.receive(); x != STOP; x = in.receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
        }
    }

    /** One receiver's inbox and every sender sending its range into it, as fan-out's producer sends. */
    @Override
    public Future<ContentionResult> contention(ContentionWorkload w) {
        Inbox<Long> inbox = inbox();
        ContentionTally tally = new ContentionTally(w);
        List<Worker> workers = new ArrayList<>(w.contentionSenders() + 1);
        workers.add(new Worker() { // receiver
            @Override
            void run() throws Pausable {
                for (boolean all = false; !all; ) {
                    all = tally.add(inbox.receive());
                }
            }
        });
        tally.createSenders(s -> workers.add(new RangeSender(s, w.firstValue(s), w.share(s), inbox,
                tally::senderStarted)));
        return run(workers, tally::result);
    }

    /**
     * Sends its range of numbers into an inbox when it starts, then ends: a contention sender (into the receiver's
     * inbox), or a select source (numbers 1 to selectMessages into its own; select's messages are contention's). It
     * reports its start and waits for the stage the report returns, complete at once outside the TCK's hold.
     */
    final class RangeSender extends Worker {
        private final int me;
        private final long first;
        private final int count;
        private final Inbox<Long> out;
        private final IntFunction<CompletableFuture<Void>> started;

        RangeSender(int me, long first, int count, Inbox<Long> out, IntFunction<CompletableFuture<Void>> started) {
            this.me = me;
            this.first = first;
            this.count = count;
            this.out = out;
            this.started = started;
        }

        @Override
        void run() throws Pausable {
            CompletableFuture<Void> go = started.apply(me);
            if (!go.isDone()) {
                openedBy(go).receive();
            }
            for (long v = first; v < first + count; v++) {
                out.send(ContentionWorkload.message(me, v));
            }
        }
    }

    /**
     * An inbox that gets one message when {@code go} completes: a worker pauses on it. Whoever completes the stage
     * posts, from inside a worker of the op.
     */
    private Inbox<Boolean> openedBy(CompletableFuture<Void> go) {
        Inbox<Boolean> opened = inbox();
        go.thenRun(() -> opened.post(Boolean.TRUE));
        return opened;
    }

    /**
     * The sieve as a pipeline of workers, each with its own unbounded inbox: the op starts the filter for 2 and the
     * generator; each tail filter starts the next filter itself, as one more worker of the op.
     */
    @Override
    public Future<SieveResult> sieve(SieveWorkload w) {
        SieveTally tally = new SieveTally(w);
        Inbox<Integer> first = inbox();
        List<Worker> workers = new ArrayList<>(2);
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> workers.add(new SieveFilter(tally, SieveWorkload.FIRST_PRIME, first)));
        tally.createGenerator(() -> workers.add(new SieveGenerator(w.sieveLimit(), first, tally)));
        return run(workers, tally::result);
    }

    static final class SieveGenerator extends Worker {
        private final int limit;
        private final Inbox<Integer> first;
        private final SieveTally tally;

        SieveGenerator(int limit, Inbox<Integer> first, SieveTally tally) {
            this.limit = limit;
            this.first = first;
            this.tally = tally;
        }

        @Override
        void run() throws Pausable {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    final class SieveFilter extends Worker {
        private final SieveTally tally;
        private final int prime;
        private final Inbox<Integer> in;

        SieveFilter(SieveTally tally, int prime, Inbox<Integer> in) {
            this.tally = tally;
            this.prime = prime;
            this.in = in;
        }

        @Override
        void run() throws Pausable {
            tally.filterStarted(prime);
            Inbox<Integer> next = null;
            for (int n = in.receive(); n != SieveWorkload.END; n = in.receive()) {
                tally.received(prime, n);
                if (n % prime == 0) {
                    // its own multiple: dropped
                } else if (next != null) {
                    next.send(n);
                } else {
                    next = startFilter(n);
                }
            }
            tally.filterEnded(prime);
            if (next != null) {
                next.send(SieveWorkload.END);
            }
        }

        /** The new tail: one more worker of the op, started from this one. */
        private Inbox<Integer> startFilter(int found) {
            Inbox<Integer> tail = inbox();
            tally.createFilter(found, () -> start(new SieveFilter(tally, found, tail)));
            return tail;
        }
    }

    /** Each source a worker with its own inbox; the collector receives through the level's select over them. */
    @Override
    public Future<SelectResult> select(SelectWorkload w) {
        SelectTally tally = new SelectTally(w);
        List<Inbox<Long>> inboxes = inboxes(w.selectSources());
        Select<Long> all = select(inboxes);
        List<Worker> workers = new ArrayList<>(w.selectSources() + 1);
        workers.add(new Worker() { // collector
            @Override
            void run() throws Pausable {
                for (boolean done = false; !done; ) {
                    done = tally.add(all.receive());
                }
            }
        });
        tally.createSources(s -> workers.add(new RangeSender(s, 1, w.selectMessages(), inboxes.get(s),
                tally::sourceStarted)));
        return run(workers, tally::result);
    }

    /** Ends a big worker; pings are ids (>= 0), pongs -(id + 1). */
    static final long BIG_STOP = Long.MIN_VALUE;

    /** Each actor a worker with its own unbounded inbox; the last to have all its pongs stops them all. */
    @Override
    public Future<BigResult> big(BigWorkload w) {
        BigTally tally = new BigTally(w);
        List<Inbox<Long>> inboxes = inboxes(w.bigActors());
        List<Worker> workers = new ArrayList<>(w.bigActors());
        tally.createActors(a -> workers.add(new BigWorker(a, w, inboxes, tally)));
        return run(workers, tally::result);
    }

    static final class BigWorker extends Worker {
        private final int me;
        private final BigWorkload w;
        private final List<Inbox<Long>> inboxes;
        private final BigTally tally;

        BigWorker(int me, BigWorkload w, List<Inbox<Long>> inboxes, BigTally tally) {
            this.me = me;
            this.w = w;
            this.inboxes = inboxes;
            this.tally = tally;
        }

        @Override
        void run() throws Pausable {
            tally.actorStarted(me);
            Inbox<Long> in = inboxes.get(me);
            inboxes.get(w.peer(me, 0)).send(w.ping(me, 0));
            for (long m = in.receive(); m != BIG_STOP; m = in.receive()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    inboxes.get(w.senderOf(m)).send(-(m + 1));
                    continue;
                }
                int next = tally.pongReceived(me, -m - 1);
                if (next < w.bigPings()) {
                    inboxes.get(w.peer(me, next)).send(w.ping(me, next));
                } else if (tally.actorFinished(me)) {
                    for (Inbox<Long> inbox : inboxes) {
                        inbox.send(BIG_STOP);
                    }
                }
            }
        }
    }

    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        SpawnResult[] answer = {null};
        return run(List.of(new SpawnWorker(root, null, answer)), () -> answer[0]);
    }

    /** An actor of the tree: starts its children as workers of the op, sums their replies from its inbox, replies. */
    final class SpawnWorker extends Worker {
        private final SpawnNode node;
        private final Inbox<SpawnResult> parent; // null for the root, whose reply is the op's answer
        private final SpawnResult[] answer;

        SpawnWorker(SpawnNode node, Inbox<SpawnResult> parent, SpawnResult[] answer) {
            this.node = node;
            this.parent = parent;
            this.answer = answer;
        }

        @Override
        void run() throws Pausable {
            node.started();
            if (!node.isLeaf()) {
                Inbox<SpawnResult> replies = inbox();
                for (SpawnNode child : node.spawnChildren()) {
                    start(new SpawnWorker(child, replies, answer));
                }
                for (boolean all = false; !all; ) {
                    all = node.add(replies.receive());
                }
            }
            if (parent == null) {
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
        }
    }

    @Override
    public Future<IdleActors> idleActors(FootprintWorkload w) {
        FootprintTally tally = new FootprintTally(w);
        List<Inbox<Integer>> inboxes = inboxes(w.footprintActors());
        List<Worker> actors = new ArrayList<>(inboxes.size());
        tally.createActors(i -> actors.add(new IdleWorker(i, inboxes.get(i), tally)));
        Runnable wakeEach = fromOutside(() -> {
            for (int i = 0; i < inboxes.size(); i++) {
                inboxes.get(i).post(i);
            }
        });
        return tally.whenAllWaiting(wakeEach, run(actors, () -> w));
    }

    /** A footprint actor: reports, pauses in its inbox until its one message comes, reports it and returns. */
    static final class IdleWorker extends Worker {
        private final int me;
        private final Inbox<Integer> in;
        private final FootprintTally tally;

        IdleWorker(int me, Inbox<Integer> in, FootprintTally tally) {
            this.me = me;
            this.in = in;
            this.tally = tally;
        }

        @Override
        void run() throws Pausable {
            tally.waiting();
            tally.received(me, in.receive());
        }
    }

    /**
     * The server a worker answering each id into the receiver's inbox; the receiver a worker recording each reply.
     * The pacer's thread (outside Kilim) posts the requests ({@code post}: Mailbox.putnb, which never waits); the
     * stop value passes through both and ends them, which completes the op.
     */
    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        Inbox<Integer> requests = inbox();
        Inbox<Integer> replies = inbox();
        Worker server = new Worker() {
            @Override
            void run() throws Pausable {
                for (int id = requests.receive(); id != STOP; id = requests.receive()) {
                    replies.send(id);
                }
                replies.send(STOP);
            }
        };
        Worker receiver = new Worker() {
            @Override
            void run() throws Pausable {
                for (int id = replies.receive(); id != STOP; id = replies.receive()) {
                    recorder.replied(id);
                }
            }
        };
        CompletableFuture<LatencyRecorder> ended = run(List.of(server, receiver), () -> recorder);
        return CompletableFuture.completedFuture(LatencyClient.of(requests::post, () -> requests.post(STOP), ended));
    }

    /** Workers that keep their thread busy ~2 ms and note its name, so every thread of the level gets work. */
    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws Exception {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        List<Worker> spinners = new ArrayList<>(tasks);
        for (int i = 0; i < tasks; i++) {
            spinners.add(new Worker() {
                @Override
                void run() throws Pausable { // pausable as the method it overrides, or the weaver refuses it
                    long end = System.nanoTime() + 2_000_000;
                    while (System.nanoTime() < end) {
                        Thread.onSpinWait();
                    }
                    threads.add(Thread.currentThread().getName());
                }
            });
        }
        return Optional.of(run(spinners, () -> Set.copyOf(threads)).get(30, TimeUnit.SECONDS));
    }

    private <T> List<Inbox<T>> inboxes(int n) {
        List<Inbox<T>> inboxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            inboxes.add(inbox());
        }
        return inboxes;
    }
}
