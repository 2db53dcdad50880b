package ringside.quasar;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import ringside.quasar.workloads.channels.Inbox;
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
 * The workloads as Quasar actors as its docs write them: BasicActor subclasses looping on receive() and replying
 * with send(), default (unbounded) mailbox, boxed messages. Each actor is spawned as a fiber of the op, and ends by
 * returning from doRun.
 */
final class ActorTopologies implements Topologies {
    static final int STOP = Inbox.STOP;

    @Override
    public CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        StartWitness witness = w.workers();
        if (w.stackDepth() == 0) {
            witness.create(i -> ring.add(new RingActor(i, ring, counts, endedBy, witness).spawn(op)));
            send(ring.get(0), w.ringSize());
            return op.built(() -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> ring.add(new DeepRingActor(i, ring, counts, endedBy, witness, w.stackDepth(), depth)
                .spawn(op)));
        send(ring.get(0), w.ringSize());
        return op.built(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    /**
     * An actor that can receive a stack depth down: a Quasar actor is a fiber, so its receive() parks the whole
     * stack, and the recursion is a suspendable method (throws SuspendExecution) like any other.
     */
    abstract static class DeepActor<M> extends BasicActor<M, Void> {
        /** Receives {@code frames} suspendable calls deep; not a tail call (the result is used after the call). */
        protected M receiveAtDepth(int frames, StackDepthWitness depth, int entity)
                throws SuspendExecution, InterruptedException {
            if (frames == 0) {
                depth.atDepth(entity);
                return receive();
            }
            M m = receiveAtDepth(frames - 1, depth, entity);
            return m;
        }
    }

    /** RingActor at a stack depth: each receive {@code frames} calls deep. */
    static final class DeepRingActor extends DeepActor<Integer> {
        private final int me;
        private final List<ActorRef<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;
        private final int frames;
        private final StackDepthWitness depth;

        DeepRingActor(int me, List<ActorRef<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness,
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
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (int v = receiveAtDepth(frames, depth, me); v != STOP; v = receiveAtDepth(frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (ActorRef<Integer> other : ring) {
                        if (other != ref()) {
                            other.send(STOP);
                        }
                    }
                    return null;
                }
                ring.get(me + 1 == ring.size() ? 0 : me + 1).send(v - 1);
            }
            return null;
        }
    }

    static final class RingActor extends BasicActor<Integer, Void> {
        private final int me;
        private final List<ActorRef<Integer>> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingActor(int me, List<ActorRef<Integer>> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (int v = receive(); v != STOP; v = receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (ActorRef<Integer> other : ring) {
                        if (other != ref()) {
                            other.send(STOP);
                        }
                    }
                    return null;
                }
                ring.get(me + 1 == ring.size() ? 0 : me + 1).send(v - 1);
            }
            return null;
        }
    }

    /** The request-response pattern of the docs: each ping carries the pinger's reference. */
    record Ping(int n, ActorRef<Integer> replyTo) {
    }

    @Override
    public CompletableFuture<PingPongResult> pingPong(Op<PingPongResult> op, PingPongWorkload w) {
        PingPongCheck check = new PingPongCheck(w);
        if (w.stackDepth() == 0) {
            check.createParties(() -> {
                ActorRef<Ping> ponger = new Ponger(check).spawn(op);
                new Pinger(w.pingPongCount(), ponger, check).spawn(op);
            });
        } else {
            check.createParties(() -> {
                ActorRef<Ping> ponger = new DeepPonger(check, w.stackDepth()).spawn(op);
                new DeepPinger(w.pingPongCount(), ponger, check, w.stackDepth()).spawn(op);
            });
        }
        return op.built(check::result);
    }

    static final class Pinger extends BasicActor<Integer, Void> {
        private final int count;
        private final ActorRef<Ping> ponger;
        private final PingPongCheck check;

        Pinger(int count, ActorRef<Ping> ponger, PingPongCheck check) {
            this.count = count;
            this.ponger = ponger;
            this.check = check;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                ponger.send(ping(check.nextPing(), ref()));
                check.pongReceived(receive());
            }
            ponger.send(ping(STOP, null));
            return null;
        }

        /** Not inline: Quasar 0.8.0 warns about a `new` whose arguments include a call it cannot prove safe. */
        private static Ping ping(int n, ActorRef<Integer> replyTo) {
            return new Ping(n, replyTo);
        }
    }

    static final class Ponger extends BasicActor<Ping, Void> {
        private final PingPongCheck check;

        Ponger(PingPongCheck check) {
            this.check = check;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pongerStarted();
            for (Ping ping = receive(); ping.n() != STOP; ping = receive()) {
                check.pingReceived(ping.n());
                ping.replyTo().send(ping.n());
            }
            return null;
        }
    }

    /** Pinger at a stack depth: each pong received {@code frames} calls deep. */
    static final class DeepPinger extends DeepActor<Integer> {
        private final int count;
        private final ActorRef<Ping> ponger;
        private final PingPongCheck check;
        private final int frames;

        DeepPinger(int count, ActorRef<Ping> ponger, PingPongCheck check, int frames) {
            this.count = count;
            this.ponger = ponger;
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                ponger.send(Pinger.ping(check.nextPing(), ref()));
                check.pongReceived(receiveAtDepth(frames, check.depth(), PingPongCheck.PINGER));
            }
            ponger.send(Pinger.ping(STOP, null));
            return null;
        }
    }

    /** Ponger at a stack depth: each ping received {@code frames} calls deep. */
    static final class DeepPonger extends DeepActor<Ping> {
        private final PingPongCheck check;
        private final int frames;

        DeepPonger(PingPongCheck check, int frames) {
            this.check = check;
            this.frames = frames;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            check.pongerStarted();
            for (Ping ping = receiveAtDepth(frames, check.depth(), PingPongCheck.PONGER); ping.n() != STOP;
                    ping = receiveAtDepth(frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(ping.n());
                ping.replyTo().send(ping.n());
            }
            return null;
        }
    }

    @Override
    public CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        ActorRef<Long> collector = new Collector(w.fanOutMessages(), collected).spawn(op);
        List<ActorRef<Long>> workers = new ArrayList<>(w.fanOutWorkers());
        StartWitness witness = w.workers();
        witness.create(i -> workers.add(new FanOutWorker(i, collector, workerCounts, workerSums, witness).spawn(op)));
        new Producer(w, workers).spawn(op);
        return op.built(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    /** Sends everything when it starts, then ends (an actor too, as in the other actor modules). */
    static final class Producer extends BasicActor<Void, Void> {
        private final FanOutWorkload w;
        private final List<ActorRef<Long>> workers;

        Producer(FanOutWorkload w, List<ActorRef<Long>> workers) {
            this.w = w;
            this.workers = workers;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                workers.get(w.workerFor(x)).send(x);
            }
            for (ActorRef<Long> worker : workers) {
                worker.send((long) STOP);
            }
            return null;
        }
    }

    static final class FanOutWorker extends BasicActor<Long, Void> {
        private final int me;
        private final ActorRef<Long> collector;
        private final long[] counts;
        private final long[] sums;
        private final StartWitness witness;

        FanOutWorker(int me, ActorRef<Long> collector, long[] counts, long[] sums, StartWitness witness) {
            this.me = me;
            this.collector = collector;
            this.counts = counts;
            this.sums = sums;
            this.witness = witness;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            witness.started(me);
            for (long x = receive(); x != STOP; x = receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
            return null;
        }
    }

    static final class Collector extends BasicActor<Long, Void> {
        private final int expected;
        private final long[] collected;

        Collector(int expected, long[] collected) {
            this.expected = expected;
            this.collected = collected;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (int i = 0; i < expected; i++) {
                collected[1] += receive();
                collected[0]++;
            }
            return null;
        }
    }

    @Override
    public CompletableFuture<ContentionResult> contention(Op<ContentionResult> op, ContentionWorkload w) {
        ContentionTally tally = new ContentionTally(w);
        ActorRef<Long> receiver = new TallyReceiver(tally::add).spawn(op);
        tally.createSenders(s -> new RangeSender(s, w.firstValue(s), w.share(s), receiver, tally::senderStarted)
                .spawn(op));
        return op.built(tally::result);
    }

    /**
     * One mailbox that many actors send to (contention's receiver, select's collector): hands each message to the
     * op's tally, and ends once the tally has them all.
     */
    static final class TallyReceiver extends BasicActor<Long, Void> {
        private final LongPredicate add;

        TallyReceiver(LongPredicate add) {
            this.add = add;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (boolean all = false; !all; ) {
                all = add.test(receive());
            }
            return null;
        }
    }

    /**
     * Sends its range of numbers when it starts, then ends, as fan-out's producer does: a contention sender, or a
     * select source (numbers 1 to selectMessages; select's messages are contention's). It first waits for the stage
     * its start report returns ({@link ringside.quasar.workloads.channels.RangeSender#awaitGo}).
     */
    static final class RangeSender extends BasicActor<Void, Void> {
        private final int me;
        private final long first;
        private final int count;
        private final ActorRef<Long> receiver;
        private final IntFunction<CompletableFuture<Void>> started;

        RangeSender(int me, long first, int count, ActorRef<Long> receiver,
                IntFunction<CompletableFuture<Void>> started) {
            this.me = me;
            this.first = first;
            this.count = count;
            this.receiver = receiver;
            this.started = started;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            ringside.quasar.workloads.channels.RangeSender.awaitGo(started.apply(me));
            for (long v = first; v < first + count; v++) {
                receiver.send(ContentionWorkload.message(me, v));
            }
            return null;
        }
    }

    /**
     * The sieve as a pipeline of actors, each with its default unbounded mailbox: the op spawns the filter for 2 and
     * the generator; each tail filter spawns the next filter itself.
     */
    @Override
    public CompletableFuture<SieveResult> sieve(Op<SieveResult> op, SieveWorkload w) {
        SieveTally tally = new SieveTally(w);
        SieveFilter first = new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> first.spawn(op));
        tally.createGenerator(() -> new SieveGenerator(w.sieveLimit(), first.ref(), tally).spawn(op));
        return op.built(tally::result);
    }

    /** Sends every number and then the end to the first filter, then ends. */
    static final class SieveGenerator extends BasicActor<Void, Void> {
        private final int limit;
        private final ActorRef<Integer> first;
        private final SieveTally tally;

        SieveGenerator(int limit, ActorRef<Integer> first, SieveTally tally) {
            this.limit = limit;
            this.first = first;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
            return null;
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    static final class SieveFilter extends BasicActor<Integer, Void> {
        private final Op<SieveResult> op;
        private final SieveTally tally;
        private final int prime;

        SieveFilter(Op<SieveResult> op, SieveTally tally, int prime) {
            this.op = op;
            this.tally = tally;
            this.prime = prime;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.filterStarted(prime);
            ActorRef<Integer> next = null;
            for (int n = receive(); n != SieveWorkload.END; n = receive()) {
                tally.received(prime, n);
                if (n % prime == 0) {
                    // its own multiple: dropped
                } else if (next != null) {
                    next.send(n);
                } else {
                    next = spawnFilter(n);
                }
            }
            tally.filterEnded(prime);
            if (next != null) {
                next.send(SieveWorkload.END);
            }
            return null;
        }

        /** Not suspendable, so the lambda (a hidden class the agent does not instrument) is outside fiber code. */
        private ActorRef<Integer> spawnFilter(int found) {
            SieveFilter filter = new SieveFilter(op, tally, found);
            tally.createFilter(found, () -> filter.spawn(op));
            return filter.ref();
        }
    }

    /** Quasar's actors have one mailbox each and no select over several: every source sends to the collector's. */
    @Override
    public CompletableFuture<SelectResult> select(Op<SelectResult> op, SelectWorkload w) {
        SelectTally tally = new SelectTally(w);
        ActorRef<Long> collector = new TallyReceiver(tally::add).spawn(op);
        tally.createSources(s -> new RangeSender(s, 1, w.selectMessages(), collector, tally::sourceStarted).spawn(op));
        return op.built(tally::result);
    }

    /** Big's stop, sent by the last actor to finish; pings are ids (>= 0), pongs -(id + 1). */
    static final long BIG_STOP = ringside.quasar.workloads.channels.Big.BIG_STOP;
    /** Big's start, sent by the op to each actor once every actor's reference exists, as Savina's Big starts them. */
    static final long BIG_GO = Long.MIN_VALUE + 1;

    /**
     * Each actor a BasicActor with its default mailbox. A Quasar actor's reference exists only once it is spawned,
     * so the op spawns them all, then tells each to begin; pings may reach an actor before its own start.
     */
    @Override
    public CompletableFuture<BigResult> big(Op<BigResult> op, BigWorkload w) {
        BigTally tally = new BigTally(w);
        List<ActorRef<Long>> actors = new ArrayList<>(w.bigActors());
        tally.createActors(a -> actors.add(new BigActor(a, w, actors, tally).spawn(op)));
        for (ActorRef<Long> actor : actors) { // the list is complete: each start message publishes it
            send(actor, BIG_GO);
        }
        return op.built(tally::result);
    }

    static final class BigActor extends BasicActor<Long, Void> {
        private final int me;
        private final BigWorkload w;
        private final List<ActorRef<Long>> actors;
        private final BigTally tally;

        BigActor(int me, BigWorkload w, List<ActorRef<Long>> actors, BigTally tally) {
            this.me = me;
            this.w = w;
            this.actors = actors;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.actorStarted(me);
            for (long m = receive(); m != BIG_STOP; m = receive()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    actors.get(w.senderOf(m)).send(-(m + 1));
                } else if (m == BIG_GO) {
                    actors.get(w.peer(me, 0)).send(w.ping(me, 0));
                } else {
                    int next = tally.pongReceived(me, -m - 1);
                    if (next < w.bigPings()) {
                        actors.get(w.peer(me, next)).send(w.ping(me, next));
                    } else if (tally.actorFinished(me)) {
                        for (ActorRef<Long> actor : actors) {
                            actor.send(BIG_STOP);
                        }
                    }
                }
            }
            return null;
        }
    }

    @Override
    public CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root) {
        SpawnResult[] answer = {null};
        new SpawnActor(op, root, null, answer).spawn(op);
        return op.built(() -> answer[0]);
    }

    /** Spawns its children (fibers of the op), sums their replies from its mailbox, replies to its parent, ends. */
    static final class SpawnActor extends BasicActor<SpawnResult, Void> {
        private final Op<SpawnResult> op;
        private final SpawnNode node;
        private final ActorRef<SpawnResult> parent; // null for the root, whose reply is the op's answer
        private final SpawnResult[] answer;

        SpawnActor(Op<SpawnResult> op, SpawnNode node, ActorRef<SpawnResult> parent, SpawnResult[] answer) {
            this.op = op;
            this.node = node;
            this.parent = parent;
            this.answer = answer;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            node.started();
            if (!node.isLeaf()) {
                for (SpawnNode child : node.spawnChildren()) {
                    child(child).spawn(op);
                }
                for (boolean all = false; !all; ) {
                    all = node.add(receive());
                }
            }
            if (parent == null) {
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
            return null;
        }

        /** Not inline, as Pinger.ping: no call inside a `new`'s arguments in suspendable code. */
        private SpawnActor child(SpawnNode child) {
            return new SpawnActor(op, child, ref(), answer);
        }
    }

    @Override
    public CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintWorkload w) {
        FootprintTally tally = new FootprintTally(w);
        List<ActorRef<Integer>> actors = new ArrayList<>(w.footprintActors());
        tally.createActors(i -> actors.add(new IdleActor(i, tally).spawn(op)));
        CompletableFuture<FootprintWorkload> ended = op.built(() -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < actors.size(); i++) {
                send(actors.get(i), i);
            }
        }, ended);
    }

    /** A footprint actor: reports, waits in receive() for its one message, reports it and ends. */
    static final class IdleActor extends BasicActor<Integer, Void> {
        private final int me;
        private final FootprintTally tally;

        IdleActor(int me, FootprintTally tally) {
            this.me = me;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.waiting();
            tally.received(me, receive());
            return null;
        }
    }

    /** A request carries the reference to reply to, as the docs' request-response pattern (and ping-pong's ping) do. */
    record Request(int id, ActorRef<Integer> replyTo) {
    }

    /**
     * The server a BasicActor replying to each request's replyTo with its id; the receiver a BasicActor recording
     * each reply. The pacer's thread (not a fiber) sends the requests with trySend; the stop passes through both.
     */
    @Override
    public LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder) {
        ActorRef<Integer> receiver = new LatencyReceiver(recorder).spawn(op);
        ActorRef<Request> server = new LatencyServer().spawn(op);
        return LatencyClient.of(id -> send(server, new Request(id, receiver)),
                () -> send(server, new Request(STOP, receiver)), op.built(() -> recorder));
    }

    static final class LatencyServer extends BasicActor<Request, Void> {
        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (Request r = receive(); ; r = receive()) {
                r.replyTo().send(r.id());
                if (r.id() == STOP) {
                    return null;
                }
            }
        }
    }

    static final class LatencyReceiver extends BasicActor<Integer, Void> {
        private final LatencyRecorder recorder;

        LatencyReceiver(LatencyRecorder recorder) {
            this.recorder = recorder;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (int id = receive(); id != STOP; id = receive()) {
                recorder.replied(id);
            }
            return null;
        }
    }

    /** A send from the benchmark thread: the mailbox is unbounded, so trySend never has to wait. */
    private static <T> void send(ActorRef<T> to, T value) {
        if (!to.trySend(value)) {
            throw new IllegalStateException("an unbounded mailbox refused a message");
        }
    }
}
