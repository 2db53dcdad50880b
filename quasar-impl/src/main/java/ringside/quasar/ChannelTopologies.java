package ringside.quasar;

import co.paralleluniverse.fibers.SuspendExecution;
import co.paralleluniverse.fibers.futures.AsyncCompletionStage;
import co.paralleluniverse.strands.SuspendableRunnable;
import co.paralleluniverse.strands.channels.Channel;
import co.paralleluniverse.strands.channels.Channels;
import co.paralleluniverse.strands.channels.IntChannel;
import co.paralleluniverse.strands.channels.LongChannel;
import co.paralleluniverse.strands.channels.SelectAction;
import co.paralleluniverse.strands.channels.Selector;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
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
 * The workloads as fibers that block on Quasar channels: one fiber per worker, each receiving from its own
 * unbounded primitive channel ({@code Channels.newIntChannel(-1)}: Quasar's default, multi-producer and
 * single-consumer). The bodies are named classes, not lambdas: the agent does not instrument hidden classes.
 */
final class ChannelTopologies implements Topologies {
    /** Ends a worker: the workloads' own values are never negative. */
    static final int STOP = -1;

    @Override
    public CompletableFuture<RingResult> ring(Op<RingResult> op, RingWorkload w) {
        int n = w.workerCount();
        List<IntChannel> inboxes = IntStream.range(0, n).mapToObj(i -> Channels.newIntChannel(-1)).toList();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        if (w.stackDepth() == 0) {
            witness.create(i -> op.start(new RingWorker(i, inboxes, counts, endedBy, witness)));
            send(inboxes.get(0), w.ringSize()); // the token is handed to worker 0 from outside, as in every module
            return op.built(() -> new RingResult(endedBy[0], counts, witness.report()));
        }
        StackDepthWitness depth = w.stackDepthWitness();
        witness.create(i -> op.start(new DeepRingWorker(i, inboxes, counts, endedBy, witness, w.stackDepth(),
                depth)));
        send(inboxes.get(0), w.ringSize());
        return op.built(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
    }

    static final class RingWorker implements SuspendableRunnable {
        private final int me;
        private final List<IntChannel> ring;
        private final long[] counts;
        private final int[] endedBy;
        private final StartWitness witness;

        RingWorker(int me, List<IntChannel> ring, long[] counts, int[] endedBy, StartWitness witness) {
            this.me = me;
            this.ring = ring;
            this.counts = counts;
            this.endedBy = endedBy;
            this.witness = witness;
        }

        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            IntChannel in = ring.get(me);
            IntChannel next = ring.get(me + 1 == ring.size() ? 0 : me + 1);
            for (int v = in.receive(); v != STOP; v = in.receive()) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (IntChannel other : ring) {
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

    /** RingWorker at a stack depth: each receive {@code frames} calls deep in {@link #receiveAtDepth}. */
    record DeepRingWorker(int me, List<IntChannel> ring, long[] counts, int[] endedBy, StartWitness witness,
            int frames, StackDepthWitness depth) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            IntChannel in = ring.get(me);
            IntChannel next = ring.get(me + 1 == ring.size() ? 0 : me + 1);
            for (int v = receiveAtDepth(in, frames, depth, me); v != STOP; v = receiveAtDepth(in, frames, depth, me)) {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    for (IntChannel other : ring) {
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

    /**
     * Receives from {@code in} {@code frames} suspendable calls deep, each a small frame: Quasar's agent instruments
     * every one (throws SuspendExecution), so a fiber parked here carries them all. Not a tail call: the result is
     * used after the call returns.
     */
    static int receiveAtDepth(IntChannel in, int frames, StackDepthWitness depth, int entity)
            throws SuspendExecution, InterruptedException {
        if (frames == 0) {
            depth.atDepth(entity);
            return in.receive();
        }
        int v = receiveAtDepth(in, frames - 1, depth, entity);
        return v;
    }

    @Override
    public CompletableFuture<PingPongResult> pingPong(Op<PingPongResult> op, PingPongWorkload w) {
        IntChannel pings = Channels.newIntChannel(-1);
        IntChannel pongs = Channels.newIntChannel(-1);
        PingPongCheck check = new PingPongCheck(w);
        if (w.stackDepth() == 0) {
            check.createParties(() -> {
                op.start(new Ponger(pings, pongs, check));
                op.start(new Pinger(w.pingPongCount(), pings, pongs, check));
            });
        } else {
            check.createParties(() -> {
                op.start(new DeepPonger(pings, pongs, check, w.stackDepth()));
                op.start(new DeepPinger(w.pingPongCount(), pings, pongs, check, w.stackDepth()));
            });
        }
        return op.built(check::result);
    }

    record Pinger(int count, IntChannel pings, IntChannel pongs, PingPongCheck check) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(pongs.receive());
            }
            pings.send(STOP);
        }
    }

    record Ponger(IntChannel pings, IntChannel pongs, PingPongCheck check) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pongerStarted();
            for (int v = pings.receive(); v != STOP; v = pings.receive()) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }

    /** Pinger at a stack depth: each pong received {@code frames} calls deep. */
    record DeepPinger(int count, IntChannel pings, IntChannel pongs, PingPongCheck check, int frames)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pingerStarted();
            for (int i = 0; i < count; i++) {
                pings.send(check.nextPing());
                check.pongReceived(receiveAtDepth(pongs, frames, check.depth(), PingPongCheck.PINGER));
            }
            pings.send(STOP);
        }
    }

    /** Ponger at a stack depth: each ping received {@code frames} calls deep. */
    record DeepPonger(IntChannel pings, IntChannel pongs, PingPongCheck check, int frames)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            check.pongerStarted();
            for (int v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER); v != STOP;
                    v = receiveAtDepth(pings, frames, check.depth(), PingPongCheck.PONGER)) {
                check.pingReceived(v);
                pongs.send(v);
            }
        }
    }

    @Override
    public CompletableFuture<FanOutResult> fanOut(Op<FanOutResult> op, FanOutWorkload w) {
        List<LongChannel> inboxes = IntStream.range(0, w.fanOutWorkers())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        LongChannel collectorInbox = Channels.newLongChannel(-1);
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        op.start(new Collector(w.fanOutMessages(), collectorInbox, collected));
        StartWitness witness = w.workers();
        witness.create(i -> op.start(new FanOutWorker(i, inboxes.get(i), collectorInbox, workerCounts, workerSums,
                witness)));
        op.start(new Producer(w, inboxes));
        return op.built(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    record Producer(FanOutWorkload w, List<LongChannel> inboxes) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                inboxes.get(w.workerFor(x)).send(x);
            }
            for (LongChannel in : inboxes) {
                in.send(STOP);
            }
        }
    }

    record FanOutWorker(int me, LongChannel in, LongChannel collector, long[] counts, long[] sums,
            StartWitness witness) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            witness.started(me);
            for (long x = in.receive(); x != STOP; x = in.receive()) {
                counts[me]++;
                sums[me] += x;
                collector.send(FanOutWorkload.transform(x));
            }
        }
    }

    record Collector(int expected, LongChannel in, long[] collected) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int i = 0; i < expected; i++) {
                collected[1] += in.receive();
                collected[0]++;
            }
        }
    }

    /** One receiver's channel (multi-producer, as every channel here) and a fiber per sender sending into it. */
    @Override
    public CompletableFuture<ContentionResult> contention(Op<ContentionResult> op, ContentionWorkload w) {
        LongChannel inbox = Channels.newLongChannel(-1);
        ContentionTally tally = new ContentionTally(w);
        op.start(new ContentionReceiver(inbox, tally));
        tally.createSenders(s -> op.start(new RangeSender(s, w.firstValue(s), w.share(s), inbox,
                tally::senderStarted)));
        return op.built(tally::result);
    }

    record ContentionReceiver(LongChannel in, ContentionTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (boolean all = false; !all; ) {
                all = tally.add(in.receive());
            }
        }
    }

    /**
     * A sender's or source's wait for the stage its start report returned: complete at once outside the TCK's hold,
     * else the fiber parks in Quasar's own wait for a CompletionStage.
     */
    static void awaitGo(CompletableFuture<Void> go) throws SuspendExecution, InterruptedException {
        if (!go.isDone()) {
            try {
                AsyncCompletionStage.get(go);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
    }

    /**
     * Sends its range of numbers into its channel when it starts, then ends: a contention sender, or a select source
     * (numbers 1 to selectMessages into its own channel; select's messages are contention's). It first waits for the
     * stage its start report returns ({@link #awaitGo}).
     */
    record RangeSender(int me, long first, int count, LongChannel out, IntFunction<CompletableFuture<Void>> started)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            awaitGo(started.apply(me));
            for (long v = first; v < first + count; v++) {
                out.send(ContentionWorkload.message(me, v));
            }
        }
    }

    /**
     * The sieve as a pipeline of fibers, each with its own unbounded int channel (as ring's): the op starts the
     * filter for 2 and the generator; each tail filter starts the next filter itself.
     */
    @Override
    public CompletableFuture<SieveResult> sieve(Op<SieveResult> op, SieveWorkload w) {
        SieveTally tally = new SieveTally(w);
        IntChannel first = Channels.newIntChannel(-1);
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> op.start(new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME, first)));
        tally.createGenerator(() -> op.start(new SieveGenerator(w.sieveLimit(), first, tally)));
        return op.built(tally::result);
    }

    record SieveGenerator(int limit, IntChannel first, SieveTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < limit; n++) {
                first.send(n);
            }
            first.send(SieveWorkload.END);
        }
    }

    /** Drops the multiples of its prime, forwards the rest; at the tail, a number that passes is the next prime. */
    record SieveFilter(Op<SieveResult> op, SieveTally tally, int prime, IntChannel in) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.filterStarted(prime);
            IntChannel next = null;
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

        /** Not suspendable, so the lambda (a hidden class the agent does not instrument) is outside fiber code. */
        private IntChannel startFilter(int found) {
            IntChannel tail = Channels.newIntChannel(-1);
            tally.createFilter(found, () -> op.start(new SieveFilter(op, tally, found, tail)));
            return tail;
        }
    }

    /**
     * Quasar's select: each source a fiber with its own unbounded long channel; the collector a fiber that takes
     * each message with {@code Selector.select} over a receive action per channel (new actions per select, as
     * Quasar's docs write it).
     */
    @Override
    public CompletableFuture<SelectResult> select(Op<SelectResult> op, SelectWorkload w) {
        SelectTally tally = new SelectTally(w);
        List<LongChannel> channels = IntStream.range(0, w.selectSources())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        op.start(new SelectCollector(channels, tally));
        tally.createSources(s -> op.start(new RangeSender(s, 1, w.selectMessages(), channels.get(s),
                tally::sourceStarted)));
        return op.built(tally::result);
    }

    record SelectCollector(List<LongChannel> channels, SelectTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (boolean all = false; !all; ) {
                all = tally.add(Selector.select(receives()).message());
            }
        }

        private List<SelectAction<Long>> receives() {
            List<SelectAction<Long>> actions = new ArrayList<>(channels.size());
            for (LongChannel channel : channels) {
                actions.add(Selector.receive(channel));
            }
            return actions;
        }
    }

    /** Ends a big fiber; pings are ids (>= 0), pongs -(id + 1). */
    static final long BIG_STOP = Long.MIN_VALUE;

    /** Each actor a fiber with its own unbounded long channel; the last to have all its pongs stops them all. */
    @Override
    public CompletableFuture<BigResult> big(Op<BigResult> op, BigWorkload w) {
        BigTally tally = new BigTally(w);
        List<LongChannel> inboxes = IntStream.range(0, w.bigActors())
                .mapToObj(i -> Channels.newLongChannel(-1)).toList();
        tally.createActors(a -> op.start(new BigFiber(a, w, inboxes, tally)));
        return op.built(tally::result);
    }

    record BigFiber(int me, BigWorkload w, List<LongChannel> inboxes, BigTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.actorStarted(me);
            LongChannel in = inboxes.get(me);
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
                    for (LongChannel inbox : inboxes) {
                        inbox.send(BIG_STOP);
                    }
                }
            }
        }
    }

    @Override
    public CompletableFuture<SpawnResult> spawn(Op<SpawnResult> op, SpawnNode root) {
        SpawnResult[] answer = {null};
        op.start(new SpawnFiber(op, root, null, answer));
        return op.built(() -> answer[0]);
    }

    /**
     * An actor of the tree as a fiber: starts its children as fibers of the op, sums their replies from its own
     * unbounded channel (an object channel: a reply is a sum and a count), replies to its parent's and ends.
     */
    record SpawnFiber(Op<SpawnResult> op, SpawnNode node, Channel<SpawnResult> parent, SpawnResult[] answer)
            implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            node.started();
            if (!node.isLeaf()) {
                Channel<SpawnResult> replies = Channels.newChannel(-1);
                for (SpawnNode child : node.spawnChildren()) {
                    op.start(child(child, replies));
                }
                for (boolean all = false; !all; ) {
                    all = node.add(replies.receive());
                }
            }
            if (parent == null) { // the root: its reply is the op's answer
                answer[0] = node.reply();
            } else {
                parent.send(node.reply());
            }
        }

        /** Not inline: Quasar 0.8.0 warns about a `new` whose arguments include a call it cannot prove safe. */
        private SpawnFiber child(SpawnNode child, Channel<SpawnResult> replies) {
            return new SpawnFiber(op, child, replies, answer);
        }
    }

    @Override
    public CompletableFuture<IdleActors> idleActors(Op<FootprintWorkload> op, FootprintWorkload w) {
        FootprintTally tally = new FootprintTally(w);
        List<IntChannel> inboxes = IntStream.range(0, w.footprintActors())
                .mapToObj(i -> Channels.newIntChannel(-1)).toList();
        tally.createActors(i -> op.start(new IdleFiber(i, inboxes.get(i), tally)));
        CompletableFuture<FootprintWorkload> ended = op.built(() -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < inboxes.size(); i++) {
                send(inboxes.get(i), i);
            }
        }, ended);
    }

    /** A footprint actor as a fiber: reports, blocks on its own channel until its one message comes, reports it. */
    record IdleFiber(int me, IntChannel in, FootprintTally tally) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            tally.waiting();
            tally.received(me, in.receive());
        }
    }

    /**
     * The server a fiber answering each id into the receiver's unbounded int channel; the receiver a fiber recording
     * each reply. The pacer's thread (not a fiber) sends the requests with trySend; the stop value passes through both.
     */
    @Override
    public LatencyClient latency(Op<LatencyRecorder> op, LatencyRecorder recorder) {
        IntChannel requests = Channels.newIntChannel(-1);
        IntChannel replies = Channels.newIntChannel(-1);
        op.start(new LatencyServer(requests, replies));
        op.start(new LatencyReceiver(replies, recorder));
        return LatencyClient.of(id -> send(requests, id), () -> send(requests, STOP), op.built(() -> recorder));
    }

    record LatencyServer(IntChannel in, IntChannel replies) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int id = in.receive(); id != STOP; id = in.receive()) {
                replies.send(id);
            }
            replies.send(STOP);
        }
    }

    record LatencyReceiver(IntChannel in, LatencyRecorder recorder) implements SuspendableRunnable {
        @Override
        public void run() throws SuspendExecution, InterruptedException {
            for (int id = in.receive(); id != STOP; id = in.receive()) {
                recorder.replied(id);
            }
        }
    }

    /** A send from the benchmark thread: the channel is unbounded, so trySend never has to wait. */
    private static void send(IntChannel to, int value) {
        if (!to.trySend(value)) {
            throw new IllegalStateException("an unbounded channel refused a message");
        }
    }
}
