package ringside.tck;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import ringside.contract.VariantRuntime;
import ringside.workload.Await;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;
import ringside.workload.InvalidResultException;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
import ringside.workload.LatencyWorkload;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SelectTally;
import ringside.workload.SelectWorkload;
import ringside.workload.SieveTally;
import ringside.workload.SieveWorkload;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.SpawnWorkload;
import ringside.workload.StackDepthWitness;
import ringside.workload.StartWitness;
import ringside.workload.Starts;

/**
 * The TCK's checks fail on an implementation that drops a message, pipelines the ping-pong, hands fan-out workers
 * the wrong numbers, credits a contention message to the wrong sender, spawns a tree of the wrong shape, wakes
 * idle actors with each other's messages, lets them end before their memory is measured, loses, repeats or
 * mislabels a latency reply, or never finishes; on one that skips its framework where a structural witness stands
 * (every workload: the in-step reference and one fake per hole); on one that lacks its workload's pattern (a sieve
 * filter that drops another's multiples or forwards its own, contention's senders run one after another or a receiver
 * per sender, a select collector that waits on one source first: the last three under the TCK's hold); and pass on a
 * minimal reference that does the work on threads of its own.
 */
class TckCatchesBrokenImplementationsTest {

    /**
     * The minimal honest runtime, every workload on platform threads of its own: each ring worker, ping-pong party,
     * fan-out worker (and its producer and collector), contention sender, spawn actor and footprint actor a thread,
     * latency's server a thread that records each reply. A broken fake overrides one part.
     */
    private static class Reference implements VariantRuntime {
        private static final int STOP = -1;

        /** Each worker a thread taking from its own queue and putting to the next worker's. */
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            int n = w.workerCount();
            StartWitness workers = w.workers();
            StackDepthWitness depth = w.stackDepthWitness();
            List<LinkedTransferQueue<Integer>> mailboxes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                mailboxes.add(new LinkedTransferQueue<>());
            }
            long[] counts = new long[n];
            int[] endedBy = {-1};
            List<Thread> threads = new ArrayList<>();
            workers.create(me -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                workers.started(me);
                LinkedTransferQueue<Integer> in = mailboxes.get(me);
                for (int v = receive(in, w.stackDepth(), depth, me); v != STOP;
                        v = receive(in, w.stackDepth(), depth, me)) {
                    counts[me]++;
                    if (v == 0) {
                        endedBy[0] = me;
                        mailboxes.stream().filter(m -> m != in).forEach(m -> m.put(STOP));
                        return;
                    }
                    mailboxes.get((me + 1) % n).put(v - 1);
                }
            })));
            mailboxes.get(0).put(w.ringSize());
            return afterJoining(threads, () -> new RingResult(endedBy[0], counts, workers.report(),
                    depth.report()));
        }

        /** A ring worker's or ping-pong party's receive, at the op's depth. */
        <T> T receive(LinkedTransferQueue<T> in, int frames, StackDepthWitness depth, int me) {
            return takeAtDepth(in, frames, depth, me);
        }

        /** Takes from {@code in} {@code frames} calls deep, each a small frame, as a worker at a stack depth does. */
        static <T> T takeAtDepth(LinkedTransferQueue<T> in, int frames, StackDepthWitness depth, int me) {
            if (frames == 0) {
                depth.atDepth(me);
                return take(in);
            }
            T taken = takeAtDepth(in, frames - 1, depth, me);
            return taken;
        }

        static long[] ringCounts(RingWorkload w) {
            long[] counts = new long[w.workerCount()];
            for (int i = 0; i < counts.length; i++) {
                counts[i] = w.expectedReceives(i);
            }
            return counts;
        }

        /** {@code roundTrips} round trips played in one thread, through the op's check. */
        static void playedInStep(int roundTrips, PingPongCheck check) {
            for (int i = 0; i < roundTrips; i++) {
                int ping = check.nextPing();
                check.pingReceived(ping);
                check.pongReceived(ping);
            }
        }

        /** Every number routed, counted and transformed in one thread. */
        static FanOutResult fannedOutInStep(FanOutWorkload w, StartWitness workers) {
            long[] counts = new long[w.fanOutWorkers()];
            long[] sums = new long[w.fanOutWorkers()];
            long sum = 0;
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                int worker = w.workerFor(x);
                counts[worker]++;
                sums[worker] += x;
                sum += FanOutWorkload.transform(x);
            }
            return new FanOutResult(w.fanOutMessages(), sum, counts, sums, workers.report());
        }

        /**
         * The sieve played by its definition in one thread: each number through the filters so far, each receive
         * reported for its filter, each filter made through {@code make} as its prime is found, and every filter's end
         * reported to the tally at the end.
         */
        static void sievedInStep(SieveWorkload w, SieveTally tally, IntConsumer make) {
            List<Integer> primes = new ArrayList<>(List.of(SieveWorkload.FIRST_PRIME));
            make.accept(SieveWorkload.FIRST_PRIME);
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                boolean prime = true;
                for (int i = 0; i < primes.size() && prime; i++) {
                    tally.received(primes.get(i), n);
                    prime = n % primes.get(i) != 0;
                }
                if (prime) {
                    primes.add(n);
                    make.accept(n);
                }
            }
            primes.forEach(tally::filterEnded);
        }

        /** Every actor's pings, each received by its peer and answered, played in one thread, in order. */
        static void pingedInStep(BigWorkload w, BigTally tally) {
            for (int a = 0; a < w.bigActors(); a++) {
                for (int k = 0; k < w.bigPings(); k++) {
                    tally.pingReceived(w.peer(a, k), w.ping(a, k));
                    tally.pongReceived(a, w.ping(a, k));
                }
                tally.actorFinished(a);
            }
        }

        /** The pinger and the ponger each a thread, each taking from its own queue. */
        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            PingPongWorkload w = check.workload();
            LinkedTransferQueue<Integer> pings = new LinkedTransferQueue<>();
            LinkedTransferQueue<Integer> pongs = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            check.createParties(() -> {
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    check.pongerStarted();
                    for (int v = receive(pings, w.stackDepth(), check.depth(), PingPongCheck.PONGER); v != STOP;
                            v = receive(pings, w.stackDepth(), check.depth(), PingPongCheck.PONGER)) {
                        check.pingReceived(v);
                        pongs.put(v);
                    }
                }));
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    check.pingerStarted();
                    for (int i = 0; i < w.pingPongCount(); i++) {
                        pings.put(check.nextPing());
                        check.pongReceived(receive(pongs, w.stackDepth(), check.depth(), PingPongCheck.PINGER));
                    }
                    pings.put(STOP);
                }));
            });
            return afterJoining(threads);
        }

        /** The producer, each worker and the collector a thread; each worker takes from its own queue. */
        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            int n = w.fanOutWorkers();
            StartWitness workers = w.workers();
            List<LinkedTransferQueue<Long>> inboxes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                inboxes.add(new LinkedTransferQueue<>());
            }
            LinkedTransferQueue<Long> collector = new LinkedTransferQueue<>();
            long[] counts = new long[n];
            long[] sums = new long[n];
            long[] collected = new long[2]; // [0] values received, [1] their sum
            List<Thread> threads = new ArrayList<>();
            workers.create(me -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                workers.started(me);
                LinkedTransferQueue<Long> in = inboxes.get(me);
                for (long x = take(in); x != STOP; x = take(in)) {
                    counts[me]++;
                    sums[me] += x;
                    collector.put(FanOutWorkload.transform(x));
                }
            })));
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (long x = 1; x <= w.fanOutMessages(); x++) {
                    inboxes.get(workerFor(w, x)).put(x);
                }
                inboxes.forEach(in -> in.put((long) STOP));
            }));
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (int i = 0; i < w.fanOutMessages(); i++) {
                    collected[1] += take(collector);
                    collected[0]++;
                }
            }));
            return afterJoining(threads, () -> new FanOutResult(collected[0], collected[1], counts, sums,
                    workers.report()));
        }

        /** The producer's routing. */
        int workerFor(FanOutWorkload w, long x) {
            return w.workerFor(x);
        }

        /** A receiver thread taking from one queue; each sender a thread putting its range once it may. */
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; ) {
                    all = tally.add(take(inbox));
                }
            }));
            tally.createSenders(s -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                tally.senderStarted(s).join();
                for (int i = 0; i < w.share(s); i++) {
                    inbox.put(messageOf(w, s, i));
                }
            })));
            return afterJoining(threads);
        }

        /** Sender s's i-th message, as a sender sends it. */
        long messageOf(ContentionWorkload w, int s, int i) {
            return ContentionWorkload.message(s, w.firstValue(s) + i);
        }

        /** The generator and each filter a thread taking from its own queue; the tail's thread starts each new one. */
        @Override
        public Future<Void> sieve(SieveTally tally) {
            SieveWorkload w = tally.workload();
            CompletableFuture<Void> done = new CompletableFuture<>();
            LinkedTransferQueue<Integer> first = new LinkedTransferQueue<>();
            tally.createFilter(SieveWorkload.FIRST_PRIME, () -> filter(tally, SieveWorkload.FIRST_PRIME, first, done));
            tally.createGenerator(() -> Thread.ofPlatform().daemon().start(() -> {
                tally.generatorStarted();
                for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                    if (generates(n)) {
                        first.put(n);
                    }
                }
                first.put(SieveWorkload.END);
            }));
            return done;
        }

        /** Whether the generator sends {@code n}: every number. */
        boolean generates(int n) {
            return true;
        }

        /** The filter for {@code prime}: drops its multiples, forwards the rest, or at the tail makes a new filter. */
        void filter(SieveTally tally, int prime, LinkedTransferQueue<Integer> in, CompletableFuture<Void> done) {
            startedInParent(tally, prime);
            Thread.ofPlatform().daemon().start(() -> {
                startedInOwnThread(tally, prime);
                LinkedTransferQueue<Integer> next = null;
                for (int n = take(in); n != SieveWorkload.END; n = take(in)) {
                    tally.received(prime, n);
                    if (drops(prime, n)) {
                        continue;
                    }
                    if (next != null) {
                        next.put(n);
                    } else {
                        LinkedTransferQueue<Integer> tail = new LinkedTransferQueue<>();
                        int found = n;
                        tally.createFilter(found, () -> filter(tally, found, tail, done));
                        next = tail;
                    }
                }
                tally.filterEnded(prime);
                if (next != null) {
                    next.put(SieveWorkload.END);
                } else {
                    done.complete(null);
                }
            });
        }

        /** Whether the filter for {@code prime} drops {@code n}: its own multiples. */
        boolean drops(int prime, int n) {
            return n % prime == 0;
        }

        /** A filter reports its start first thing on its own thread. */
        void startedInOwnThread(SieveTally tally, int prime) {
            tally.filterStarted(prime);
        }

        /** Nothing of a filter runs inside its parent's createFilter call but starting its thread. */
        void startedInParent(SieveTally tally, int prime) {
        }

        /** Each source a thread putting its numbers into the collector's one queue; the collector a thread. */
        @Override
        public Future<Void> select(SelectTally tally) {
            SelectWorkload w = tally.workload();
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; ) {
                    all = tally.add(take(inbox));
                }
            }));
            tally.createSources(s -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                tally.sourceStarted(s).join();
                for (int i = 1; i <= w.selectMessages(); i++) {
                    inbox.put(selectMessage(w, s, i));
                }
            })));
            return afterJoining(threads);
        }

        /** Source s's i-th message (i from 1), as a source sends it. */
        long selectMessage(SelectWorkload w, int s, int i) {
            return SelectWorkload.message(s, i);
        }

        /** Ends a big actor's thread. */
        private static final long BIG_STOP = Long.MIN_VALUE;

        /**
         * Each actor a thread with its own queue: a ping is its id, a pong is -(id + 1); the last actor to finish
         * stops them all.
         */
        @Override
        public Future<Void> big(BigTally tally) {
            BigWorkload w = tally.workload();
            List<LinkedTransferQueue<Long>> inboxes = new ArrayList<>();
            for (int a = 0; a < w.bigActors(); a++) {
                inboxes.add(new LinkedTransferQueue<>());
            }
            List<Thread> threads = new ArrayList<>();
            tally.createActors(a -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                tally.actorStarted(a);
                LinkedTransferQueue<Long> in = inboxes.get(a);
                inboxes.get(w.peer(a, 0)).put(w.ping(a, 0));
                for (long m = take(in); m != BIG_STOP; m = take(in)) {
                    if (m >= 0) {
                        tally.pingReceived(a, m);
                        if (answers(m)) {
                            inboxes.get(w.senderOf(m)).put(-(m + 1));
                        }
                        continue;
                    }
                    int next = tally.pongReceived(a, -m - 1);
                    if (next < w.bigPings()) {
                        inboxes.get(w.peer(a, next)).put(w.ping(a, next));
                    } else if (tally.actorFinished(a)) {
                        inboxes.forEach(box -> box.put(BIG_STOP));
                    }
                }
            })));
            return afterJoining(threads);
        }

        /** Whether a big actor answers the ping {@code ping}: every one. */
        boolean answers(long ping) {
            return true;
        }

        /** Every actor a thread that spawns its children as threads, takes their replies, joins them and replies. */
        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            CompletableFuture<SpawnResult> reply = new CompletableFuture<>();
            Thread top = actor(root, reply::complete, reply);
            return afterJoining(List.of(top), reply::join);
        }

        Thread actor(SpawnNode node, Consumer<SpawnResult> parent, CompletableFuture<?> op) {
            return Thread.ofPlatform().daemon().start(() -> {
                try {
                    parent.accept(answer(node, op));
                } catch (Throwable t) {
                    op.completeExceptionally(t);
                }
            });
        }

        SpawnResult answer(SpawnNode node, CompletableFuture<?> op) throws InterruptedException {
            node.startedOnItsOwnThread();
            LinkedTransferQueue<SpawnResult> replies = new LinkedTransferQueue<>();
            List<Thread> children = new ArrayList<>();
            for (SpawnNode child : node.spawnChildren()) {
                children.add(spawnChild(child, replies, op));
            }
            for (boolean all = node.children() == 0; !all; ) {
                all = node.add(replies.take());
            }
            joinChildren(children);
            return node.reply();
        }

        /** Starts a child actor, replying into {@code replies}. */
        Thread spawnChild(SpawnNode child, LinkedTransferQueue<SpawnResult> replies, CompletableFuture<?> op)
                throws InterruptedException {
            return actor(child, replies::put, op);
        }

        void joinChildren(List<Thread> children) throws InterruptedException {
            for (Thread child : children) {
                child.join();
            }
        }

        /** Every actor a thread that reports waiting, then takes its one message from its own queue. */
        @Override
        public Future<IdleActors> idleActors(FootprintTally tally) {
            FootprintWorkload w = tally.workload();
            List<LinkedTransferQueue<Integer>> inboxes = new ArrayList<>();
            List<Thread> actors = new ArrayList<>();
            tally.createActors(i -> {
                LinkedTransferQueue<Integer> inbox = new LinkedTransferQueue<>();
                inboxes.add(inbox);
                actors.add(idleActor(tally, i, inbox));
            });
            return tally.whenAllWaiting(() -> wake(w, inboxes), afterJoining(actors, () -> w));
        }

        Thread idleActor(FootprintTally tally, int me, LinkedTransferQueue<Integer> inbox) {
            return Thread.ofPlatform().daemon().start(() -> {
                tally.waiting();
                tally.received(me, take(inbox));
            });
        }

        /** Sends every actor its own index. */
        void wake(FootprintWorkload w, List<LinkedTransferQueue<Integer>> inboxes) {
            for (int i = 0; i < w.footprintActors(); i++) {
                inboxes.get(i).put(i);
            }
        }

        /** The server a thread taking each request and recording its reply; the stop value ends it. */
        @Override
        public Future<LatencyClient> latency(LatencyRecorder recorder) {
            LinkedTransferQueue<Integer> requests = new LinkedTransferQueue<>();
            Thread server = Thread.ofPlatform().daemon().start(() -> {
                for (int id = take(requests); id != STOP; id = take(requests)) {
                    reply(recorder, id);
                }
            });
            return CompletableFuture.completedFuture(LatencyClient.of(requests::put, () -> requests.put(STOP),
                    afterJoining(List.of(server), () -> recorder)));
        }

        /** The server's reply to request {@code id}. */
        void reply(LatencyRecorder recorder, int id) {
            recorder.replied(id);
        }

        @Override
        public Optional<Set<String>> carrierThreads(int tasks) {
            return Optional.empty();
        }

        @Override
        public void close() {
        }

        /** Completes once every thread has ended, for an op whose result is in the caller's tally. */
        static CompletableFuture<Void> afterJoining(List<Thread> threads) {
            return afterJoining(threads, () -> null);
        }

        /** Completes with {@code result} once every thread has ended (on a thread of its own, never blocking here). */
        static <R> CompletableFuture<R> afterJoining(List<Thread> threads, Supplier<R> result) {
            CompletableFuture<R> done = new CompletableFuture<>();
            Thread.ofPlatform().daemon().start(() -> {
                try {
                    for (Thread t : threads) {
                        t.join();
                    }
                    done.complete(result.get());
                } catch (Throwable t) {
                    done.completeExceptionally(t);
                }
            });
            return done;
        }

        static <T> T take(LinkedTransferQueue<T> queue) {
            try {
                return queue.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Plays every workload by its definition in the calling thread, through the same common code an implementation
     * calls: no thread, actor, mailbox or server at all. Every workload's witness fails it.
     */
    private static class InStep extends Reference {
        /** Each worker reports its start as it is created; the counts are the definition's. */
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            StartWitness workers = w.workers();
            workers.create(workers::started);
            return CompletableFuture.completedFuture(new RingResult(w.ringSize() % w.workerCount(), ringCounts(w),
                    workers.report()));
        }

        /** Both parties report their start as they are created; then each round trip is played in step. */
        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            PingPongWorkload w = check.workload();
            check.createParties(() -> {
                check.pingerStarted();
                check.pongerStarted();
            });
            playedInStep(w.pingPongCount(), check);
            return CompletableFuture.completedFuture(null);
        }

        /** Each worker reports its start as it is created; each number is routed, counted and summed in step. */
        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            StartWitness workers = w.workers();
            workers.create(workers::started);
            return CompletableFuture.completedFuture(fannedOutInStep(w, workers));
        }

        /** Every sender plays its range inside the creating loop, each message through the receiver's tally. */
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            tally.createSenders(s -> {
                tally.senderStarted(s);
                for (int i = 0; i < w.share(s); i++) {
                    tally.add(messageOf(w, s, i));
                }
            });
            return CompletableFuture.completedFuture(null);
        }

        /** The generator and every filter report their start as they are created; the sieve is played in step. */
        @Override
        public Future<Void> sieve(SieveTally tally) {
            SieveWorkload w = tally.workload();
            tally.createGenerator(tally::generatorStarted);
            sievedInStep(w, tally, p -> tally.createFilter(p, () -> tally.filterStarted(p)));
            return CompletableFuture.completedFuture(null);
        }

        /** Every source plays its numbers inside the creating loop, each through the collector's tally. */
        @Override
        public Future<Void> select(SelectTally tally) {
            SelectWorkload w = tally.workload();
            tally.createSources(s -> {
                tally.sourceStarted(s);
                for (int i = 1; i <= w.selectMessages(); i++) {
                    tally.add(selectMessage(w, s, i));
                }
            });
            return CompletableFuture.completedFuture(null);
        }

        /** Every actor reports its start as it is created; every ping and pong is played in step. */
        @Override
        public Future<Void> big(BigTally tally) {
            BigWorkload w = tally.workload();
            tally.createActors(tally::actorStarted);
            pingedInStep(w, tally);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            return CompletableFuture.completedFuture(answer(root));
        }

        /** An actor's reply, its subtree played depth first. */
        static SpawnResult answer(SpawnNode node) {
            node.started();
            for (SpawnNode child : node.spawnChildren()) {
                node.add(answer(child));
            }
            return node.reply();
        }

        /** Every actor reports waiting as it is created; waking delivers each its own index. */
        @Override
        public Future<IdleActors> idleActors(FootprintTally tally) {
            FootprintWorkload w = tally.workload();
            tally.createActors(i -> tally.waiting());
            return tally.whenAllWaiting(() -> {
                for (int i = 0; i < w.footprintActors(); i++) {
                    tally.received(i, i);
                }
            });
        }

        /** The server answers in the pacer's thread, at once: each request's reply is its own id. */
        @Override
        public Future<LatencyClient> latency(LatencyRecorder recorder) {
            return CompletableFuture.completedFuture(LatencyClient.of(id -> reply(recorder, id), () -> { },
                    CompletableFuture.completedFuture(recorder)));
        }
    }

    /** Worker 0 drops the first message it receives; every other count is right. */
    private static final class DropsOneMessage extends Reference {
        /** The generator never sends 4 (the filter for 2 would have dropped it: only its counts tell). */
        @Override
        boolean generates(int n) {
            return n != 4;
        }

        /** Sieves up to 4 send no 4 to lose. */
        static boolean canDrop(SieveWorkload w) {
            return w.sieveLimit() > 4;
        }

        /**
         * Source 0's first message never reaches the collector; the tally is played in step, as the count is checked
         * before the witness.
         */
        @Override
        public Future<Void> select(SelectTally tally) {
            SelectWorkload w = tally.workload();
            for (int s = 0; s < w.selectSources(); s++) {
                for (int i = s == 0 ? 2 : 1; i <= w.selectMessages(); i++) {
                    tally.add(selectMessage(w, s, i));
                }
            }
            return CompletableFuture.completedFuture(null);
        }

        /** The pong for actor 0's first ping is lost: actor 0 waits for it, so the op never completes. */
        @Override
        boolean answers(long ping) {
            return ping != 0;
        }

        @Override
        public Future<RingResult> ring(RingWorkload w) {
            long[] counts = ringCounts(w);
            counts[0]--;
            return CompletableFuture.completedFuture(new RingResult(w.ringSize() % w.workerCount(), counts,
                    Starts.ownContext(w.workerCount())));
        }

        /** One round trip too few, played in step: the counts are checked before the witness. */
        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            playedInStep(check.workload().pingPongCount() - 1, check);
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            long[] shares = new long[w.fanOutWorkers()];
            long[] sums = new long[w.fanOutWorkers()];
            for (int i = 0; i < shares.length; i++) {
                shares[i] = w.expectedWorkerCount(i);
                sums[i] = w.expectedWorkerSum(i);
            }
            return CompletableFuture.completedFuture(
                    new FanOutResult(w.fanOutMessages() - 1, w.expectedSum() - 1, shares, sums,
                            Starts.ownContext(w.fanOutWorkers())));
        }

        /** Actor 0's wake-up is lost: it never ends, so the op never completes. */
        @Override
        void wake(FootprintWorkload w, List<LinkedTransferQueue<Integer>> inboxes) {
            for (int i = 1; i < w.footprintActors(); i++) {
                inboxes.get(i).put(i);
            }
        }

        /**
         * Sender 0's first message never reaches the receiver (every sender 0 has one: it gets the extra); the tally
         * is played in step, as the count is checked before the witness.
         */
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            for (int s = 0; s < w.contentionSenders(); s++) {
                for (int i = s == 0 ? 1 : 0; i < w.share(s); i++) {
                    tally.add(messageOf(w, s, i));
                }
            }
            return CompletableFuture.completedFuture(null);
        }

        /** The reply to request 0 is lost: the op never has all its replies. */
        @Override
        void reply(LatencyRecorder recorder, int id) {
            if (id != 0) {
                recorder.replied(id);
            }
        }

        /** Leaf 0 goes uncounted (its reply lost; its index adds nothing to the sum, so only the count tells). */
        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            SpawnResult whole = Await.result(super.spawn(root), TckCases.OP_TIMEOUT, root::toString);
            return CompletableFuture.completedFuture(new SpawnResult(whole.sum(), whole.actors() - 1));
        }
    }

    /** The root spawns every leaf itself: the leaves' sum is right, the tree (and the actors counted) is not. */
    private static final class FlatSpawn extends Reference {
        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            SpawnWorkload w = root.workload();
            if (isFlatAlready(w)) {
                return super.spawn(root);
            }
            long sum = 0;
            for (long leaf = 0; leaf < w.spawnLeaves(); leaf++) {
                sum += leaf;
            }
            return CompletableFuture.completedFuture(new SpawnResult(sum, 1 + w.spawnLeaves()));
        }

        /** A tree of one or two levels is flat already. */
        static boolean isFlatAlready(SpawnWorkload w) {
            return w.spawnLeaves() <= w.spawnBranching();
        }
    }

    /**
     * Senders 0 and 1 each have their first message credited to the other: every count and the receiver's total
     * stay right, the per-sender sums do not.
     */
    private static final class MiscreditsContention extends Reference {
        @Override
        long messageOf(ContentionWorkload w, int s, int i) {
            long message = super.messageOf(w, s, i);
            return twoSendersHaveAMessage(w) && s <= 1 && i == 0
                    ? ContentionWorkload.message(1 - s, ContentionWorkload.valueOf(message)) : message;
        }
    }

    /**
     * The pinger sends every ping before it reads a pong: the counts are right, the sequence is not. Played in one
     * thread of its own, which reports both parties' start.
     */
    private static final class PipelinesPingPong extends Reference {
        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            PingPongWorkload w = check.workload();
            List<Thread> threads = new ArrayList<>();
            check.createParties(() -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                check.pingerStarted();
                check.pongerStarted();
                int[] pings = new int[w.pingPongCount()];
                for (int i = 0; i < pings.length; i++) {
                    pings[i] = check.nextPing();
                }
                for (int ping : pings) {
                    check.pingReceived(ping);
                }
                for (int ping : pings) {
                    check.pongReceived(ping);
                }
            })));
            return afterJoining(threads);
        }
    }

    /** The producer swaps numbers 1 and 2 between workers 0 and 1: counts and the collector's sum stay right. */
    private static final class MisroutesFanOut extends Reference {
        @Override
        int workerFor(FanOutWorkload w, long x) {
            return canMisroute(w) && x <= 2 ? w.workerFor(3 - x) : w.workerFor(x);
        }

        /** Needs two workers and two numbers; otherwise every routing that keeps the counts is the right one. */
        static boolean canMisroute(FanOutWorkload w) {
            return w.fanOutWorkers() >= 2 && w.fanOutMessages() >= 2;
        }
    }

    /** Actor i is woken with actor i+1's index (mod n): every actor ends, each with another's message. */
    private static final class MisdeliversWakeUps extends Reference {
        @Override
        void wake(FootprintWorkload w, List<LinkedTransferQueue<Integer>> inboxes) {
            for (int i = 0; i < w.footprintActors(); i++) {
                inboxes.get(i).put((i + 1) % w.footprintActors());
            }
        }
    }

    /** Each actor ends once it has started (it sends itself its message): none is alive when memory is measured. */
    private static final class ActorsEndBeforeTheMeasurement extends Reference {
        @Override
        public Future<IdleActors> idleActors(FootprintTally tally) {
            FootprintWorkload w = tally.workload();
            for (int i = 0; i < w.footprintActors(); i++) {
                tally.waiting();
                tally.received(i, i);
            }
            return tally.whenAllWaiting(() -> { });
        }
    }

    /** Request 0 is answered twice (in the pacer's thread: the result is checked before the witness). */
    private static final class RepeatsAReply extends InStep {
        @Override
        void reply(LatencyRecorder recorder, int id) {
            recorder.replied(id);
            if (id == 0) {
                recorder.replied(id);
            }
        }
    }

    /** Each reply carries the next request's id, as a server that mixes up its requests would. */
    private static final class RepliesWithTheWrongId extends InStep {
        @Override
        void reply(LatencyRecorder recorder, int id) {
            recorder.replied(id + 1);
        }
    }

    /** Latency's hole: the client's send records the reply itself, inside the send call, with no server at all. */
    private static final class RepliesInsideTheSendCall extends Reference {
        @Override
        public Future<LatencyClient> latency(LatencyRecorder recorder) {
            return CompletableFuture.completedFuture(LatencyClient.of(recorder::replied, () -> { },
                    CompletableFuture.completedFuture(recorder)));
        }
    }

    /** Spawn's first hole: each child's body runs in its parent's spawning loop, the whole tree on one thread. */
    private static final class SpawnsChildrenInline extends Reference {
        @Override
        Thread spawnChild(SpawnNode child, LinkedTransferQueue<SpawnResult> replies, CompletableFuture<?> op)
                throws InterruptedException {
            replies.put(answer(child, op));
            return Thread.currentThread();
        }

        @Override
        void joinChildren(List<Thread> children) {
        }
    }

    /** Spawn's second hole: the right answer, computed, with no actor at all. */
    private static final class AnswersWithoutActors extends Reference {
        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            SpawnWorkload w = root.workload();
            return CompletableFuture.completedFuture(new SpawnResult(w.expectedSum(), w.actors()));
        }
    }

    /**
     * Spawn's third hole: a parent replies without joining its children, which are still alive (here each waits,
     * after replying, until the runtime closes: without the join nothing ends them in time).
     */
    private static final class LeavesTheTreeRunning extends Reference {
        private final CountDownLatch closed = new CountDownLatch(1);

        @Override
        Thread spawnChild(SpawnNode child, LinkedTransferQueue<SpawnResult> replies, CompletableFuture<?> op) {
            return actor(child, reply -> {
                replies.put(reply);
                try {
                    closed.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, op);
        }

        @Override
        void joinChildren(List<Thread> children) {
        }

        @Override
        public void close() {
            closed.countDown();
        }
    }

    /** Contention's first hole: every sender plays its range inside the creating loop, on the op's thread. */
    private static final class SendsInTheCreatingLoop extends Reference {
        @Override
        public Future<Void> contention(ContentionTally tally) {
            return new InStep().contention(tally);
        }
    }

    /**
     * Contention's second hole: one thread, sender 0, sends every sender's range; the others are created and never
     * start.
     */
    private static final class OneThreadSendsEveryRange extends Reference {
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; ) {
                    all = tally.add(take(inbox));
                }
            }));
            tally.createSenders(s -> {
                if (s == 0) {
                    threads.add(Thread.ofPlatform().daemon().start(() -> {
                        tally.senderStarted(0);
                        for (int sender = 0; sender < w.contentionSenders(); sender++) {
                            for (int i = 0; i < w.share(sender); i++) {
                                inbox.put(messageOf(w, sender, i));
                            }
                        }
                    }));
                }
            });
            return afterJoining(threads);
        }
    }

    /**
     * Contention's third hole: the senders run one after another, each started by the one before once it has sent its
     * range; only sender 0 is started by the op. Every count and start is right.
     */
    private static final class EachSenderStartsTheNext extends Reference {
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            Thread receiver = Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; ) {
                    all = tally.add(take(inbox));
                }
            });
            CompletableFuture<Void> lastEnded = new CompletableFuture<>();
            tally.createSenders(s -> {
                if (s == 0) {
                    sender(w, tally, inbox, 0, lastEnded);
                }
            });
            return afterJoining(List.of(receiver), () -> lastEnded.join());
        }

        private void sender(ContentionWorkload w, ContentionTally tally, LinkedTransferQueue<Long> inbox, int s,
                CompletableFuture<Void> lastEnded) {
            Thread.ofPlatform().daemon().start(() -> {
                tally.senderStarted(s).join();
                for (int i = 0; i < w.share(s); i++) {
                    inbox.put(messageOf(w, s, i));
                }
                if (s + 1 < w.contentionSenders()) {
                    sender(w, tally, inbox, s + 1, lastEnded);
                } else {
                    lastEnded.complete(null);
                }
            });
        }
    }

    /**
     * Contention without its one mailbox: each sender puts into a queue of its own, taken by a receiver of its own,
     * and every receiver calls the one tally. Each receiver ends after its sender's share, so the op ends; every start,
     * hold and (when the receivers do not race) count is right.
     */
    private static final class AReceiverPerSender extends Reference {
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            List<Thread> threads = new ArrayList<>();
            tally.createSenders(s -> {
                LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    for (int i = 0; i < w.share(s); i++) {
                        tally.add(take(inbox));
                    }
                }));
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    tally.senderStarted(s).join();
                    for (int i = 0; i < w.share(s); i++) {
                        inbox.put(messageOf(w, s, i));
                    }
                }));
            });
            return afterJoining(threads);
        }
    }

    /**
     * Select's second hole: each source has a queue of its own, and the collector drains source 0's to its end, then
     * source 1's, and so on: no select at all. Every count, sum, order and start is right.
     */
    private static final class DrainsOneSourceAtATime extends Reference {
        @Override
        public Future<Void> select(SelectTally tally) {
            SelectWorkload w = tally.workload();
            List<LinkedTransferQueue<Long>> channels = new ArrayList<>();
            for (int s = 0; s < w.selectSources(); s++) {
                channels.add(new LinkedTransferQueue<>());
            }
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (LinkedTransferQueue<Long> channel : channels) {
                    for (int i = 0; i < w.selectMessages(); i++) {
                        tally.add(take(channel));
                    }
                }
            }));
            tally.createSources(s -> threads.add(Thread.ofPlatform().daemon().start(() -> {
                tally.sourceStarted(s).join();
                for (int i = 1; i <= w.selectMessages(); i++) {
                    channels.get(s).put(selectMessage(w, s, i));
                }
            })));
            return afterJoining(threads);
        }
    }

    /**
     * Sends without waiting for the stage its start report returns: the op waits, inside its creating loop, until
     * the receiver or collector has taken a message from sender or source 0 before it creates the others.
     */
    private static final class IgnoresTheHold extends Reference {
        @Override
        public Future<Void> contention(ContentionTally tally) {
            ContentionWorkload w = tally.workload();
            CountDownLatch first = new CountDownLatch(1);
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; first.countDown()) {
                    all = tally.add(take(inbox));
                }
            }));
            tally.createSenders(s -> {
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    tally.senderStarted(s);
                    for (int i = 0; i < w.share(s); i++) {
                        inbox.put(messageOf(w, s, i));
                    }
                }));
                awaitIf(s == 0, first);
            });
            return afterJoining(threads);
        }

        @Override
        public Future<Void> select(SelectTally tally) {
            SelectWorkload w = tally.workload();
            CountDownLatch first = new CountDownLatch(1);
            LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
            List<Thread> threads = new ArrayList<>();
            threads.add(Thread.ofPlatform().daemon().start(() -> {
                for (boolean all = false; !all; first.countDown()) {
                    all = tally.add(take(inbox));
                }
            }));
            tally.createSources(s -> {
                threads.add(Thread.ofPlatform().daemon().start(() -> {
                    tally.sourceStarted(s);
                    for (int i = 1; i <= w.selectMessages(); i++) {
                        inbox.put(selectMessage(w, s, i));
                    }
                }));
                awaitIf(s == 0, first);
            });
            return afterJoining(threads);
        }

        private static void awaitIf(boolean first, CountDownLatch taken) {
            try {
                if (first) {
                    taken.await();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /**
     * Footprint's hole: each actor is reported waiting as it is created, by the op's loop, not from its own context
     * (its thread then parks, but nothing showed it had started).
     */
    private static final class ReportsWaitingAtCreation extends Reference {
        @Override
        Thread idleActor(FootprintTally tally, int me, LinkedTransferQueue<Integer> inbox) {
            tally.waiting();
            return Thread.ofPlatform().daemon().start(() -> tally.received(me, take(inbox)));
        }
    }

    /**
     * Footprint's second hole: each actor's thread reports waiting and ends; the wake-up reports every reception
     * itself, on the caller's thread, so nothing idle was there to measure.
     */
    private static final class WokenByTheCaller extends Reference {
        @Override
        public Future<IdleActors> idleActors(FootprintTally tally) {
            FootprintWorkload w = tally.workload();
            List<Thread> actors = new ArrayList<>();
            tally.createActors(i -> actors.add(Thread.ofPlatform().daemon().start(tally::waiting)));
            return tally.whenAllWaiting(() -> {
                for (int i = 0; i < w.footprintActors(); i++) {
                    tally.received(i, i);
                }
            }, afterJoining(actors, () -> w));
        }
    }

    /**
     * Footprint's third hole: each actor's thread reports waiting from its own context, then polls its inbox in a
     * loop instead of parking on it: nothing is parked in a framework while the memory is measured.
     */
    private static final class PollsInsteadOfParking extends Reference {
        @Override
        Thread idleActor(FootprintTally tally, int me, LinkedTransferQueue<Integer> inbox) {
            return Thread.ofPlatform().daemon().start(() -> {
                tally.waiting();
                Integer message = inbox.poll();
                while (message == null) {
                    Thread.onSpinWait();
                    message = inbox.poll();
                }
                tally.received(me, message);
            });
        }
    }

    /** Ring's hole: worker 0's thread plays the whole ring; the other workers are created and never start. */
    private static final class OneThreadPlaysTheRing extends Reference {
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            StartWitness workers = w.workers();
            List<Thread> threads = new ArrayList<>();
            workers.create(me -> {
                if (me == 0) {
                    threads.add(Thread.ofPlatform().daemon().start(() -> workers.started(0)));
                }
            });
            return afterJoining(threads, () -> new RingResult(w.ringSize() % w.workerCount(), ringCounts(w),
                    workers.report()));
        }
    }

    /** Ping-pong's hole: the pinger's thread answers its own pings; the ponger never starts. */
    private static final class PingerAnswersItself extends Reference {
        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            PingPongWorkload w = check.workload();
            List<Thread> threads = new ArrayList<>();
            check.createParties(() -> threads.add(Thread.ofPlatform().daemon().start(check::pingerStarted)));
            return afterJoining(threads, () -> {
                playedInStep(w.pingPongCount(), check);
                return null;
            });
        }
    }

    /** Fan-out's hole: a producer thread transforms every number itself; the workers never start. */
    private static final class ProducerDoesTheWorkersWork extends Reference {
        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            StartWitness workers = w.workers();
            workers.create(me -> { });
            CompletableFuture<FanOutResult> done = new CompletableFuture<>();
            Thread producer = Thread.ofPlatform().daemon().start(() -> done.complete(fannedOutInStep(w, workers)));
            return afterJoining(List.of(producer), done::join);
        }
    }

    /**
     * Sieve's first hole: each filter after the first reports its start inside its parent's createFilter call (then
     * runs on a thread), as a filter run inline by its parent would.
     */
    private static final class FiltersStartInTheirParent extends Reference {
        @Override
        void startedInParent(SieveTally tally, int prime) {
            if (prime != SieveWorkload.FIRST_PRIME) {
                tally.filterStarted(prime);
            }
        }

        @Override
        void startedInOwnThread(SieveTally tally, int prime) {
            if (prime == SieveWorkload.FIRST_PRIME) {
                tally.filterStarted(prime);
            }
        }
    }

    /**
     * Sieve's second hole: the generator's thread sieves every number itself and reports every filter's counts; the
     * filters are created and never start.
     */
    private static final class GeneratorDoesTheFiltersWork extends Reference {
        @Override
        public Future<Void> sieve(SieveTally tally) {
            SieveWorkload w = tally.workload();
            CompletableFuture<Void> done = new CompletableFuture<>();
            List<Thread> generator = new ArrayList<>();
            tally.createGenerator(() -> generator.add(Thread.ofPlatform().daemon().start(() -> {
                tally.generatorStarted();
                sievedInStep(w, tally, p -> tally.createFilter(p, () -> { }));
                done.complete(null);
            })));
            return afterJoining(generator, done::join);
        }
    }

    /**
     * Sieve's third hole: the filter for 2 drops every composite (by trial division), not only its own multiples, and
     * forwards the primes alone; every later filter drops nothing, as nothing of its own reaches it.
     */
    private static final class FirstFilterDropsEveryComposite extends Reference {
        @Override
        boolean drops(int prime, int n) {
            return prime == SieveWorkload.FIRST_PRIME ? !isPrime(n) : super.drops(prime, n);
        }

        private static boolean isPrime(int n) {
            for (int d = 2; d * d <= n; d++) {
                if (n % d == 0) {
                    return false;
                }
            }
            return true;
        }

        /** Below 9 every composite is even: the filter for 2 drops only its own multiples then. */
        static boolean canOverreach(SieveWorkload w) {
            return w.sieveLimit() > 9;
        }
    }

    /**
     * Sieve's fourth hole: the filter for 2 forwards its multiples, and the filter for 3 drops them with its own; the
     * primes found stay right.
     */
    private static final class NextFilterDropsTheEvens extends Reference {
        @Override
        boolean drops(int prime, int n) {
            return switch (prime) {
                case 2 -> false;
                case 3 -> n % 2 == 0 || n % 3 == 0;
                default -> super.drops(prime, n);
            };
        }

        /** Below 5 no even number follows 3 to the filter for 3. */
        static boolean canPassOn(SieveWorkload w) {
            return w.sieveLimit() > 4;
        }
    }

    /** Select's hole in the order: source 0 sends its 2 before its 1; every count and sum stays right. */
    private static final class ReordersASource extends Reference {
        @Override
        long selectMessage(SelectWorkload w, int s, int i) {
            return canReorder(w) && s == 0 && i <= 2 ? SelectWorkload.message(s, 3 - i) : super.selectMessage(w, s, i);
        }

        /** One message per source has no order to break. */
        static boolean canReorder(SelectWorkload w) {
            return w.selectMessages() >= 2;
        }
    }

    /**
     * Big's hole in the sequence: actor 0 sends its second ping before the pong for its first, and the two pongs come
     * back the other way round; every count stays right. Played in one thread of its own, which reports every start.
     */
    private static final class PingsBeforeItsPong extends Reference {
        @Override
        public Future<Void> big(BigTally tally) {
            BigWorkload w = tally.workload();
            List<Thread> threads = new ArrayList<>();
            tally.createActors(a -> {
                if (a == 0) {
                    threads.add(Thread.ofPlatform().daemon().start(() -> play(w, tally)));
                }
            });
            return afterJoining(threads);
        }

        private static void play(BigWorkload w, BigTally tally) {
            for (int a = 0; a < w.bigActors(); a++) {
                tally.actorStarted(a);
            }
            for (int a = 0; a < w.bigActors(); a++) {
                int k = 0;
                if (a == 0 && canPipeline(w)) { // pings 0 and 1 out, then their pongs, last first
                    tally.pingReceived(w.peer(0, 0), w.ping(0, 0));
                    tally.pingReceived(w.peer(0, 1), w.ping(0, 1));
                    tally.pongReceived(0, w.ping(0, 1));
                    tally.pongReceived(0, w.ping(0, 0));
                    k = 2;
                }
                for (; k < w.bigPings(); k++) {
                    tally.pingReceived(w.peer(a, k), w.ping(a, k));
                    tally.pongReceived(a, w.ping(a, k));
                }
                tally.actorFinished(a);
            }
        }

        /** One ping per actor has no next ping to send early. */
        static boolean canPipeline(BigWorkload w) {
            return w.bigPings() >= 2;
        }
    }

    /** stackDepth's first hole: each receive at the top of the worker's loop, calling the witness as if deep. */
    private static final class IgnoresStackDepth extends Reference {
        @Override
        <T> T receive(LinkedTransferQueue<T> in, int frames, StackDepthWitness depth, int me) {
            depth.atDepth(me);
            return take(in);
        }
    }

    /** stackDepth's second hole: each worker recurses for its first receive only, then receives at the top. */
    private static final class RecursesForTheFirstMessageOnly extends Reference {
        /** Each worker is a thread of its own, new in every op. */
        private final ThreadLocal<Boolean> recursed = ThreadLocal.withInitial(() -> false);

        @Override
        <T> T receive(LinkedTransferQueue<T> in, int frames, StackDepthWitness depth, int me) {
            if (!recursed.get()) {
                recursed.set(true);
                return takeAtDepth(in, frames, depth, me);
            }
            depth.atDepth(me);
            return take(in);
        }
    }

    /** Loses the token: no op ever completes. */
    private static final class NeverFinishes implements VariantRuntime {
        @Override
        public Future<RingResult> ring(RingWorkload w) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<Void> pingPong(PingPongCheck check) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<FanOutResult> fanOut(FanOutWorkload w) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<Void> contention(ContentionTally tally) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<SpawnResult> spawn(SpawnNode root) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<Void> sieve(SieveTally tally) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<Void> select(SelectTally tally) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<Void> big(BigTally tally) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<IdleActors> idleActors(FootprintTally tally) {
            return new CompletableFuture<>();
        }

        @Override
        public Future<LatencyClient> latency(LatencyRecorder recorder) {
            return new CompletableFuture<>();
        }

        @Override
        public Optional<Set<String>> carrierThreads(int tasks) {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aDroppedMessageFailsEveryWorkload() {
        VariantRuntime broken = new DropsOneMessage();
        Duration t = TckCases.OP_TIMEOUT;
        for (RingWorkload w : TckCases.RINGS) {
            assertThrows(InvalidResultException.class, () -> TckCases.ring(broken, w, t), w.toString());
        }
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            assertThrows(InvalidResultException.class, () -> TckCases.pingPong(broken, w, t), w.toString());
        }
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            assertThrows(InvalidResultException.class, () -> TckCases.fanOut(broken, w, t), w.toString());
        }
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.contention(broken, w, t), w.toString());
            assertTrue(e.getMessage().contains("the receiver got " + (w.contentionMessages() - 1) + " messages"),
                    e.getMessage());
        }
        for (SpawnWorkload w : TckCases.SPAWNS) {
            assertThrows(InvalidResultException.class, () -> TckCases.spawn(broken, w, t), w.toString());
        }
        for (FootprintWorkload w : TckCases.FOOTPRINTS) { // a lost wake-up is a timeout: a short one here
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.footprint(broken, w, Duration.ofMillis(100)), w.toString());
            assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
        }
        for (LatencyWorkload w : TckCases.LATENCIES) { // a lost reply too
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.latency(broken, w, Duration.ofMillis(100)), w.toString());
            assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
        }
        for (SieveWorkload w : TckCases.SIEVES) {
            if (!DropsOneMessage.canDrop(w)) {
                assertDoesNotThrow(() -> TckCases.sieve(broken, w, t), w.toString());
                continue;
            }
            assertFailsWith("the filter for 2 received " + (w.expectedReceived(0) - 1) + " numbers",
                    () -> TckCases.sieve(broken, w, t), w);
        }
        for (SelectWorkload w : TckCases.SELECTS) {
            assertFailsWith("the collector got " + (w.messagesPerOp() - 1) + " messages",
                    () -> TckCases.select(broken, w, t), w);
        }
        for (BigWorkload w : TckCases.BIGS) { // a lost pong leaves its actor waiting: a timeout, a short one here
            assertFailsWith("did not complete", () -> TckCases.big(broken, w, Duration.ofMillis(100)), w);
        }
    }

    @Test
    void theReferencePassesEveryWorkload() {
        VariantRuntime correct = new Reference();
        Duration t = TckCases.OP_TIMEOUT;
        for (RingWorkload w : TckCases.RINGS) {
            assertDoesNotThrow(() -> TckCases.ring(correct, w, t), w.toString());
        }
        for (RingWorkload w : TckCases.RINGS_AT_DEPTH) {
            assertDoesNotThrow(() -> TckCases.ring(correct, w, t), w.toString());
        }
        for (PingPongWorkload w : TckCases.PING_PONGS_AT_DEPTH) {
            assertDoesNotThrow(() -> TckCases.pingPong(correct, w, t), w.toString());
        }
        for (SieveWorkload w : TckCases.SIEVES) {
            assertDoesNotThrow(() -> TckCases.sieve(correct, w, t), w.toString());
        }
        for (SelectWorkload w : TckCases.SELECTS) {
            assertDoesNotThrow(() -> TckCases.select(correct, w, t), w.toString());
        }
        for (BigWorkload w : TckCases.BIGS) {
            assertDoesNotThrow(() -> TckCases.big(correct, w, t), w.toString());
        }
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            assertDoesNotThrow(() -> TckCases.pingPong(correct, w, t), w.toString());
        }
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            assertDoesNotThrow(() -> TckCases.fanOut(correct, w, t), w.toString());
        }
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            assertDoesNotThrow(() -> TckCases.contention(correct, w, t), w.toString());
        }
        for (SpawnWorkload w : TckCases.SPAWNS) {
            assertDoesNotThrow(() -> TckCases.spawn(correct, w, t), w.toString());
        }
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            assertDoesNotThrow(() -> TckCases.footprint(correct, w, t), w.toString());
        }
        for (LatencyWorkload w : TckCases.LATENCIES) {
            assertDoesNotThrow(() -> TckCases.latency(correct, w, t), w.toString());
        }
    }

    /**
     * DESIGN rule 9: the in-step reference (no thread, actor or server at all) fails every workload, each with its
     * structural witness's message.
     */
    @Test
    void theInStepReferenceFailsEveryWorkload() {
        VariantRuntime inStep = new InStep();
        Duration t = TckCases.OP_TIMEOUT;
        for (LatencyWorkload w : TckCases.LATENCIES) {
            assertFailsWith("replies were recorded on the pacer's own thread", () -> TckCases.latency(inStep, w, t),
                    w);
        }
        for (SpawnWorkload w : TckCases.SPAWNS) {
            assertFailsWith(w.actors() + " actors ran inline", () -> TckCases.spawn(inStep, w, t), w);
        }
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            assertFailsWith("sender 0 ran inline", () -> TckCases.contention(inStep, w, t), w);
        }
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            assertFailsWith(w.footprintActors() + " of " + w.footprintActors() + " actors reported waiting on the"
                    + " op's thread", () -> TckCases.footprint(inStep, w, t), w);
        }
        for (RingWorkload w : TckCases.RINGS) {
            assertFailsWith("worker 0 ran inline, on the op's thread or inside the loop that creates the workers",
                    () -> TckCases.ring(inStep, w, t), w);
        }
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            assertFailsWith("the pinger ran inline", () -> TckCases.pingPong(inStep, w, t), w);
        }
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            assertFailsWith("worker 0 ran inline, on the op's thread or inside the loop that creates the workers",
                    () -> TckCases.fanOut(inStep, w, t), w);
        }
        for (SieveWorkload w : TckCases.SIEVES) {
            assertFailsWith("the generator ran inline", () -> TckCases.sieve(inStep, w, t), w);
        }
        for (SelectWorkload w : TckCases.SELECTS) {
            assertFailsWith("source 0 ran inline", () -> TckCases.select(inStep, w, t), w);
        }
        for (BigWorkload w : TckCases.BIGS) {
            assertFailsWith("actor 0 ran inline", () -> TckCases.big(inStep, w, t), w);
        }
    }

    @Test
    void aFilterStartedInsideItsParentsCreateFilterFails() {
        for (SieveWorkload w : TckCases.SIEVES) {
            if (w.filters() == 1) { // the filter for 2 alone has no parent filter
                assertDoesNotThrow(() -> TckCases.sieve(new FiltersStartInTheirParent(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("the filter for 3 ran inline", () -> TckCases.sieve(new FiltersStartInTheirParent(), w,
                    TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aGeneratorThatDoesTheFiltersWorkFails() {
        for (SieveWorkload w : TckCases.SIEVES) {
            assertFailsWith("0 primes found (their sum 0), expected " + w.filters(), () -> TckCases.sieve(
                    new GeneratorDoesTheFiltersWork(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    /** Each filter drops its own multiples: one that drops another's leaves the filter after it short. */
    @Test
    void aFilterThatDropsAnothersMultiplesFails() {
        long overreached = 0;
        for (SieveWorkload w : TckCases.SIEVES) {
            if (!FirstFilterDropsEveryComposite.canOverreach(w)) {
                assertDoesNotThrow(() -> TckCases.sieve(new FirstFilterDropsEveryComposite(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("the filter for 3 received " + (w.expectedReceived(1) - oddComposites(w)) + " numbers",
                    () -> TckCases.sieve(new FirstFilterDropsEveryComposite(), w, TckCases.OP_TIMEOUT), w);
            assertFailsWith("a filter before it that drops more than its own multiples leaves it short",
                    () -> TckCases.sieve(new FirstFilterDropsEveryComposite(), w, TckCases.OP_TIMEOUT), w);
            overreached++;
        }
        assertEquals(2, overreached, "TckCases has two sieves with an odd composite");
    }

    /** Odd composites below the limit: what the filter for 3 misses when the filter for 2 drops every composite. */
    private static long oddComposites(SieveWorkload w) {
        long odd = 0;
        for (int n = 9; n < w.sieveLimit(); n += 2) {
            for (int d = 3; d * d <= n; d += 2) {
                if (n % d == 0) {
                    odd++;
                    break;
                }
            }
        }
        return odd;
    }

    /** A filter that forwards its multiples fails at the next filter, even when that one drops them. */
    @Test
    void aFilterThatForwardsItsOwnMultiplesFails() {
        long passedOn = 0;
        for (SieveWorkload w : TckCases.SIEVES) {
            if (!NextFilterDropsTheEvens.canPassOn(w)) {
                assertDoesNotThrow(() -> TckCases.sieve(new NextFilterDropsTheEvens(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("the filter for 3 received " + ((w.sieveLimit() - 1) / 2 - 1) + " numbers it should never"
                    + " have had, the first 4, a multiple of 2: the filter for 2 must drop its own multiples",
                    () -> TckCases.sieve(new NextFilterDropsTheEvens(), w, TckCases.OP_TIMEOUT), w);
            passedOn++;
        }
        assertEquals(2, passedOn, "TckCases has two sieves with an even number after 3");
    }

    @Test
    void aSourceSentOutOfOrderFails() {
        long reordered = 0;
        for (SelectWorkload w : TckCases.SELECTS) {
            if (!ReordersASource.canReorder(w)) {
                assertDoesNotThrow(() -> TckCases.select(new ReordersASource(), w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            assertFailsWith("messages came out of their source's order, the first: source 0's 2 came after its 0",
                    () -> TckCases.select(new ReordersASource(), w, TckCases.OP_TIMEOUT), w);
            reordered++;
        }
        assertEquals(4, reordered, "TckCases has four select cases with two messages per source");
    }

    @Test
    void anActorThatPingsBeforeItsPongFails() {
        long pipelined = 0;
        for (BigWorkload w : TckCases.BIGS) {
            if (!PingsBeforeItsPong.canPipeline(w)) {
                assertDoesNotThrow(() -> TckCases.big(new PingsBeforeItsPong(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("out of sequence, the first: actor 0 got the pong for ping " + w.ping(0, 1) + " when "
                    + w.ping(0, 0) + " was due", () -> TckCases.big(new PingsBeforeItsPong(), w, TckCases.OP_TIMEOUT),
                    w);
            pipelined++;
        }
        assertEquals(3, pipelined, "TckCases has three big cases with two pings per actor");
    }

    /** A worker that receives at the top of its loop and calls the witness as if deep fails at every depth. */
    @Test
    void aWorkerThatIgnoresItsStackDepthFails() {
        VariantRuntime broken = new IgnoresStackDepth();
        for (RingWorkload w : TckCases.RINGS_AT_DEPTH) {
            assertFailsWith("in 1 frames of its recursive method, expected at least " + (w.stackDepth() + 1),
                    () -> TckCases.ring(broken, w, TckCases.OP_TIMEOUT), w);
        }
        for (PingPongWorkload w : TckCases.PING_PONGS_AT_DEPTH) {
            assertFailsWith("in 1 frames of its recursive method, expected at least " + (w.stackDepth() + 1),
                    () -> TckCases.pingPong(broken, w, TckCases.OP_TIMEOUT), w);
        }
    }

    /**
     * A worker that recurses for its first message only passes an op whose witness draws that message, at most one
     * op in 4 here (the draw is among each entity's first calls): of 20 ops at each depth, some fail.
     */
    @Test
    void aWorkerThatRecursesForItsFirstMessageOnlyFails() {
        for (RingWorkload w : TckCases.RINGS_AT_DEPTH) {
            assertSomeFail("frames of its recursive method, expected at least " + (w.stackDepth() + 1),
                    () -> TckCases.ring(new RecursesForTheFirstMessageOnly(), w, TckCases.OP_TIMEOUT), w);
        }
        for (PingPongWorkload w : TckCases.PING_PONGS_AT_DEPTH) {
            assertSomeFail("frames of its recursive method, expected at least " + (w.stackDepth() + 1),
                    () -> TckCases.pingPong(new RecursesForTheFirstMessageOnly(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    /** Of 20 ops, at least one fails with {@code message}, and none in any other way. */
    private static void assertSomeFail(String message, Executable op, Object w) {
        int failed = 0;
        for (int i = 0; i < 20; i++) {
            try {
                op.execute();
            } catch (InvalidResultException e) {
                assertTrue(e.getMessage().contains(message), e.getMessage());
                failed++;
            } catch (Throwable t) {
                throw new AssertionError(w + ": " + t, t);
            }
        }
        assertTrue(failed > 0, w + ": 20 ops passed");
    }

    @Test
    void ringWorkersThatNeverStartFail() {
        for (RingWorkload w : TckCases.RINGS) {
            assertFailsWith("worker 1 never reported its start",
                    () -> TckCases.ring(new OneThreadPlaysTheRing(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aPongerThatNeverStartsFails() {
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            assertFailsWith("the ponger never reported its start",
                    () -> TckCases.pingPong(new PingerAnswersItself(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void fanOutWorkersThatNeverStartFail() {
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            assertFailsWith("worker 0 never reported its start",
                    () -> TckCases.fanOut(new ProducerDoesTheWorkersWork(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aReplyRecordedInsideTheSendCallFails() {
        for (LatencyWorkload w : TckCases.LATENCIES) {
            assertFailsWith(w.latencyRequests() + " replies were recorded on the pacer's own thread",
                    () -> TckCases.latency(new RepliesInsideTheSendCall(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aChildRunInsideItsParentsSpawningLoopFails() {
        for (SpawnWorkload w : TckCases.SPAWNS) {
            if (w.actors() == 1) { // a lone root has no child to run inline
                assertDoesNotThrow(() -> TckCases.spawn(new SpawnsChildrenInline(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith((w.actors() - 1) + " actors ran inline, inside their parent's spawning loop",
                    () -> TckCases.spawn(new SpawnsChildrenInline(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aTreeAnsweredWithoutActorsFails() {
        for (SpawnWorkload w : TckCases.SPAWNS) {
            assertFailsWith("0 actors reported their start (SpawnNode.started, counted by common code), expected "
                    + w.actors(), () -> TckCases.spawn(new AnswersWithoutActors(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aParentThatDoesNotJoinItsChildrenFails() {
        for (SpawnWorkload w : TckCases.SPAWNS) {
            try (LeavesTheTreeRunning broken = new LeavesTheTreeRunning()) {
                if (w.actors() == 1) { // a lone root has no child to join
                    assertDoesNotThrow(() -> TckCases.spawn(broken, w, TckCases.OP_TIMEOUT), w.toString());
                    continue;
                }
                assertFailsWith((w.actors() - 1) + " actors that are their own threads were still alive when their"
                        + " parent replied", () -> TckCases.spawn(broken, w, TckCases.OP_TIMEOUT), w);
            }
        }
    }

    @Test
    void sendersPlayedInTheCreatingLoopFail() {
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            assertFailsWith("sender 0 ran inline, on the op's thread or inside the loop that creates the senders",
                    () -> TckCases.contention(new SendsInTheCreatingLoop(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void aSenderThatNeverStartsFails() {
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            if (w.contentionSenders() == 1) { // one sender sending its own range is right
                assertDoesNotThrow(() -> TckCases.contention(new OneThreadSendsEveryRange(), w,
                        TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            assertFailsWith("sender 1 never reported its start",
                    () -> TckCases.contention(new OneThreadSendsEveryRange(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    /** How long a held fake is given: it can never finish, so any wait is the same. */
    private static final Duration HELD = Duration.ofMillis(300);

    /**
     * Senders run one after another pass without the TCK's hold, and never finish under it: no sender may send until
     * every sender has started.
     */
    @Test
    void sendersRunOneAfterAnotherFail() {
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            assertDoesNotThrow(() -> {
                ContentionTally tally = new ContentionTally(w);
                Await.end(new EachSenderStartsTheNext().contention(tally), TckCases.OP_TIMEOUT, w::toString);
                w.validate(tally.result());
            }, w + " without the hold");
            if (w.contentionSenders() == 1) { // one sender is all the senders
                assertDoesNotThrow(() -> TckCases.contention(new EachSenderStartsTheNext(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("did not complete within 0 s (opTimeout): a message was lost or the workers deadlocked;"
                    + " under the TCK's hold no sender sends until every sender has started, so senders that run one"
                    + " after another never finish", () -> TckCases.contention(new EachSenderStartsTheNext(), w, HELD),
                    w);
        }
    }

    /**
     * Receivers side by side, one per sender, fail under the TCK's hold: the first message's tally waits for a second
     * receiver, and one comes. Two senders with a message each are needed for two receivers to have work.
     */
    @Test
    void aReceiverPerSenderFails() {
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            if (!twoSendersHaveAMessage(w)) {
                assertDoesNotThrow(() -> TckCases.contention(new AReceiverPerSender(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("receivers took messages at once: the senders send into one mailbox",
                    () -> TckCases.contention(new AReceiverPerSender(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    /**
     * A collector that drains one source after another passes without the TCK's hold, and never finishes under it:
     * source 0 sends only once the collector has taken another source's message.
     */
    @Test
    void aCollectorThatWaitsOnOneSourceFirstFails() {
        for (SelectWorkload w : TckCases.SELECTS) {
            assertDoesNotThrow(() -> {
                SelectTally tally = new SelectTally(w);
                Await.end(new DrainsOneSourceAtATime().select(tally), TckCases.OP_TIMEOUT, w::toString);
                w.validate(tally.result());
            }, w + " without the hold");
            if (w.selectSources() == 1) { // one source has nothing to select among
                assertDoesNotThrow(() -> TckCases.select(new DrainsOneSourceAtATime(), w, TckCases.OP_TIMEOUT),
                        w.toString());
                continue;
            }
            assertFailsWith("under the TCK's hold source 0 sends only once the collector has taken another source's"
                    + " message, so a collector that waits on one source first, not on whichever is ready, never"
                    + " finishes", () -> TckCases.select(new DrainsOneSourceAtATime(), w, HELD), w);
        }
    }

    /** A sender or source that sends without waiting for its stage fails under the hold, though it finishes. */
    @Test
    void entitiesThatIgnoreTheHoldFail() {
        ContentionWorkload contention = new ContentionWorkload(7, 1000);
        assertFailsWith("messages came before every sender had started: under the TCK's hold a sender sends only once"
                + " the stage ContentionTally.senderStarted returns has completed",
                () -> TckCases.contention(new IgnoresTheHold(), contention, TckCases.OP_TIMEOUT), contention);
        SelectWorkload select = new SelectWorkload(8, 1000);
        assertFailsWith("of source 0's messages came before the collector had taken another source's",
                () -> TckCases.select(new IgnoresTheHold(), select, TckCases.OP_TIMEOUT), select);
    }

    @Test
    void actorsReportedWaitingAtTheirCreationFail() {
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            assertFailsWith(w.footprintActors() + " of " + w.footprintActors() + " actors reported waiting on the"
                    + " op's thread or inside the loop that creates them",
                    () -> TckCases.footprint(new ReportsWaitingAtCreation(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void actorsWokenByTheCallersOwnCallFail() {
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            assertFailsWith(w.footprintActors() + " of " + w.footprintActors() + " actors received their message on"
                    + " the op's thread", () -> TckCases.footprint(new WokenByTheCaller(), w, TckCases.OP_TIMEOUT), w);
        }
    }

    @Test
    void idleActorsThatPollFail() {
        FootprintWorkload w = new FootprintWorkload(2);
        assertFailsWith("an idle actor must be parked in its framework", () -> TckCases.footprintParked(
                new PollsInsteadOfParking(), w, TckCases.OP_TIMEOUT), w);
    }

    @Test
    void idleActorsThatParkPass() {
        assertDoesNotThrow(() -> TckCases.footprintParked(new Reference(), TckCases.PARKED_FOOTPRINT,
                TckCases.OP_TIMEOUT));
    }

    /**
     * Two senders with a message each: what a miscredit and a second receiver need (with fewer, every crediting that
     * keeps the counts is the right one, and one receiver has all the work).
     */
    private static boolean twoSendersHaveAMessage(ContentionWorkload w) {
        return w.contentionSenders() >= 2 && w.contentionMessages() >= 2;
    }

    private static void assertFailsWith(String message, Executable op, Object w) {
        InvalidResultException e = assertThrows(InvalidResultException.class, op, w.toString());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void aPipelinedPingPongFails() {
        VariantRuntime broken = new PipelinesPingPong();
        for (PingPongWorkload w : TckCases.PING_PONGS) {
            if (w.pingPongCount() == 1) { // one round trip cannot be pipelined
                assertDoesNotThrow(() -> TckCases.pingPong(broken, w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.pingPong(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains("pong 1 arrived after ping " + w.pingPongCount() + " was sent"),
                    e.getMessage());
        }
    }

    @Test
    void aFanOutWorkerWithTheWrongNumbersFails() {
        VariantRuntime broken = new MisroutesFanOut();
        long misrouted = 0;
        for (FanOutWorkload w : TckCases.FAN_OUTS) {
            if (!MisroutesFanOut.canMisroute(w)) {
                assertDoesNotThrow(() -> TckCases.fanOut(broken, w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.fanOut(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains("worker 0 received numbers summing to"), e.getMessage());
            misrouted++;
        }
        assertEquals(3, misrouted, "TckCases has three fan-out cases with two workers and two numbers");
    }

    @Test
    void aContentionMessageCreditedToTheWrongSenderFails() {
        VariantRuntime broken = new MiscreditsContention();
        long miscredited = 0;
        for (ContentionWorkload w : TckCases.CONTENTIONS) {
            if (!twoSendersHaveAMessage(w)) {
                assertDoesNotThrow(() -> TckCases.contention(broken, w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.contention(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains("sender 0 sent values summing to"), e.getMessage());
            miscredited++;
        }
        assertEquals(3, miscredited, "TckCases has three contention cases with two senders and two messages");
    }

    @Test
    void aSpawnTreeOfTheWrongShapeFails() {
        VariantRuntime broken = new FlatSpawn();
        long deep = 0;
        for (SpawnWorkload w : TckCases.SPAWNS) {
            if (FlatSpawn.isFlatAlready(w)) {
                assertDoesNotThrow(() -> TckCases.spawn(broken, w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.spawn(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains((1 + w.spawnLeaves()) + " actors ran, expected " + w.actors()),
                    e.getMessage());
            deep++;
        }
        assertEquals(3, deep, "TckCases has three spawn trees deeper than one level");
    }

    @Test
    void aWakeUpDeliveredToAnotherActorFails() {
        VariantRuntime broken = new MisdeliversWakeUps();
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            if (w.footprintActors() == 1) { // a lone actor's message can only be its own
                assertDoesNotThrow(() -> TckCases.footprint(broken, w, TckCases.OP_TIMEOUT), w.toString());
                continue;
            }
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.footprint(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains(w.footprintActors() + " of them another actor's"), e.getMessage());
        }
    }

    @Test
    void actorsGoneBeforeTheMeasurementFail() {
        VariantRuntime broken = new ActorsEndBeforeTheMeasurement();
        for (FootprintWorkload w : TckCases.FOOTPRINTS) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.footprint(broken, w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains(w.footprintActors() + " had ended"), e.getMessage());
        }
    }

    @Test
    void aRepeatedLatencyReplyFails() {
        for (LatencyWorkload w : TckCases.LATENCIES) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.latency(new RepeatsAReply(), w, TckCases.OP_TIMEOUT), w.toString());
            assertTrue(e.getMessage().contains("1 replies repeated an answered id"), e.getMessage());
        }
    }

    @Test
    void aLatencyReplyWithTheWrongIdFails() {
        for (LatencyWorkload w : TckCases.LATENCIES) {
            InvalidResultException e = assertThrows(InvalidResultException.class,
                    () -> TckCases.latency(new RepliesWithTheWrongId(), w, TckCases.OP_TIMEOUT), w.toString());
            // answered at once, each reply names a request not sent yet
            assertTrue(e.getMessage().contains("0 of " + w.latencyRequests() + " requests were answered (first"
                    + " unanswered id 0), 0 replies repeated an answered id and " + w.latencyRequests()
                    + " carried an id that was never sent"), e.getMessage());
        }
    }

    @Test
    void aHangBecomesAFailureNamingTheOp() {
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> TckCases.ring(new NeverFinishes(), new RingWorkload(2, 1), Duration.ofMillis(200)));
        assertTrue(e.getMessage().contains("did not complete"), e.getMessage());
        assertTrue(e.getMessage().contains("RingWorkload[workerCount=2, ringSize=1]"), e.getMessage());
        e = assertThrows(InvalidResultException.class, () -> TckCases.contention(new NeverFinishes(),
                new ContentionWorkload(64, 1000), Duration.ofMillis(200)));
        assertTrue(e.getMessage().contains("ContentionWorkload[contentionSenders=64, contentionMessages=1000] did not"
                + " complete"), e.getMessage());
        assertThrows(InvalidResultException.class, () -> TckCases.footprint(new NeverFinishes(),
                new FootprintWorkload(2), Duration.ofMillis(200)));
        e = assertThrows(InvalidResultException.class, () -> TckCases.latency(new NeverFinishes(),
                new LatencyWorkload(1000, 10), Duration.ofMillis(200)));
        assertTrue(e.getMessage().contains("LatencyWorkload[latencyRate=1000, latencyRequests=10] did not complete"),
                e.getMessage());
    }
}
