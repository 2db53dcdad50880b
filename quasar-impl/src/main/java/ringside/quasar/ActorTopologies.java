package ringside.quasar;

import co.paralleluniverse.actors.ActorRef;
import co.paralleluniverse.actors.BasicActor;
import co.paralleluniverse.fibers.SuspendExecution;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
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
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.StartWitness;

/**
 * The workloads as Quasar actors as its docs write them: BasicActor subclasses looping on receive() and replying
 * with send(), default (unbounded) mailbox, boxed messages. Each actor is spawned as a fiber of the op, and ends by
 * returning from doRun.
 */
final class ActorTopologies implements Topologies {
    static final int STOP = ChannelTopologies.STOP;

    @Override
    public CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        StartWitness witness = w.workers();
        witness.create(i -> ring.add(new RingActor(i, ring, counts, endedBy, witness).spawn(op)));
        send(ring.get(0), w.ringSize());
        return op.built(() -> new RingResult(endedBy[0], counts, witness.report()));
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
        check.createParties(() -> {
            ActorRef<Ping> ponger = new Ponger(check).spawn(op);
            new Pinger(w.pingPongCount(), ponger, check).spawn(op);
        });
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
        ActorRef<Long> receiver = new ContentionReceiver(tally).spawn(op);
        tally.createSenders(s -> new ContentionSender(s, w.firstValue(s), w.share(s), receiver, tally).spawn(op));
        return op.built(tally::result);
    }

    static final class ContentionReceiver extends BasicActor<Long, Void> {
        private final ContentionTally tally;

        ContentionReceiver(ContentionTally tally) {
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            for (boolean all = false; !all; ) {
                all = tally.add(receive());
            }
            return null;
        }
    }

    /** Sends its range when it starts, then ends, as fan-out's producer does. */
    static final class ContentionSender extends BasicActor<Void, Void> {
        private final int me;
        private final long first;
        private final int count;
        private final ActorRef<Long> receiver;
        private final ContentionTally tally;

        ContentionSender(int me, long first, int count, ActorRef<Long> receiver, ContentionTally tally) {
            this.me = me;
            this.first = first;
            this.count = count;
            this.receiver = receiver;
            this.tally = tally;
        }

        @Override
        protected Void doRun() throws InterruptedException, SuspendExecution {
            tally.senderStarted(me);
            for (long v = first; v < first + count; v++) {
                receiver.send(ContentionWorkload.message(me, v));
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
