package ringside.loom;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.ThreadFactory;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import java.util.function.Supplier;
import ringside.contract.OsThread;
import ringside.contract.VariantRuntime;
import ringside.workload.BigResult;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
import ringside.workload.ContentionResult;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.IdleActors;
import ringside.workload.LatencyClient;
import ringside.workload.LatencyRecorder;
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
 * The workloads written as a careful user writes them with threads: one thread per worker, each blocking
 * on its own mailbox. LinkedTransferQueue is the JDK's unbounded lock-free queue, so it behaves like an actor
 * mailbox (a sender never blocks); on one CPU it parks a waiter at once, and measured there it hands over as fast
 * as SynchronousQueue, the handoff of OpenJDK's own loom ring benchmark (loom-impl/README.md).
 */
final class ThreadRuntime implements VariantRuntime {
    /** Ends a worker: the workloads' own values are never negative. */
    private static final int STOP = -1;
    /** Ends a big actor: pings are ids >= 0 and pongs -(id + 1), never this low. */
    private static final long BIG_STOP = Long.MIN_VALUE;

    private final ThreadFactory threads;
    private final boolean multiplexed;
    private volatile OpThreads<?> lastOp;
    private volatile SpawnTree lastTree;

    ThreadRuntime(ThreadFactory threads, boolean multiplexed) {
        this.threads = threads;
        this.multiplexed = multiplexed;
    }

    /** At stackDepth > 0 each worker takes {@code stackDepth} frames deep ({@link TakeAtDepth}); else directly. */
    @Override
    public Future<RingResult> ring(RingWorkload w) {
        int n = w.workerCount();
        List<LinkedTransferQueue<Integer>> mailboxes = mailboxes(n);
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        StackDepthWitness depth = w.stackDepth() == 0 ? null : w.stackDepthWitness();
        List<OpThreads.Body> workers = new ArrayList<>(n);
        witness.create(me -> {
            LinkedTransferQueue<Integer> in = mailboxes.get(me);
            LinkedTransferQueue<Integer> next = mailboxes.get((me + 1) % n);
            if (depth != null) { // the same worker, each take made that many frames deep
                TakeAtDepth<Integer> deep = new TakeAtDepth<>(in, w.stackDepth(), depth, me);
                workers.add(() -> {
                    witness.started(me);
                    for (int v = deep.take(); v != STOP; v = deep.take()) {
                        counts[me]++;
                        if (v == 0) {
                            endedBy[0] = me;
                            mailboxes.stream().filter(m -> m != in).forEach(m -> m.put(STOP));
                            return;
                        }
                        next.put(v - 1);
                    }
                });
                return;
            }
            workers.add(() -> {
                witness.started(me);
                for (int v = in.take(); v != STOP; v = in.take()) {
                    counts[me]++;
                    if (v == 0) {
                        endedBy[0] = me;
                        mailboxes.stream().filter(m -> m != in).forEach(m -> m.put(STOP));
                        return;
                    }
                    next.put(v - 1);
                }
            });
        });
        mailboxes.get(0).put(w.ringSize());
        if (depth != null) {
            return run(workers, () -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
        }
        return run(workers, () -> new RingResult(endedBy[0], counts, witness.report()));
    }

    /** At stackDepth > 0 both parties take {@code stackDepth} frames deep ({@link TakeAtDepth}); else directly. */
    @Override
    public Future<PingPongResult> pingPong(PingPongWorkload w) {
        LinkedTransferQueue<Integer> pings = new LinkedTransferQueue<>();
        LinkedTransferQueue<Integer> pongs = new LinkedTransferQueue<>();
        PingPongCheck check = new PingPongCheck(w);
        List<OpThreads.Body> parties = new ArrayList<>(2);
        if (w.stackDepth() > 0) {
            check.createParties(() -> pingPongAtDepth(w, check, pings, pongs, parties));
            return run(parties, check::result);
        }
        check.createParties(() -> {
            parties.add(() -> { // pinger
                check.pingerStarted();
                for (int i = 0; i < w.pingPongCount(); i++) {
                    pings.put(check.nextPing());
                    check.pongReceived(pongs.take());
                }
                pings.put(STOP);
            });
            parties.add(() -> { // ponger
                check.pongerStarted();
                for (int v = pings.take(); v != STOP; v = pings.take()) {
                    check.pingReceived(v);
                    pongs.put(v);
                }
            });
        });
        return run(parties, check::result);
    }

    /** The parties as at depth 0, each take made {@code stackDepth} frames deep. */
    private static void pingPongAtDepth(PingPongWorkload w, PingPongCheck check, LinkedTransferQueue<Integer> pings,
            LinkedTransferQueue<Integer> pongs, List<OpThreads.Body> parties) {
        TakeAtDepth<Integer> pongsAtDepth = new TakeAtDepth<>(pongs, w.stackDepth(), check.depth(),
                PingPongCheck.PINGER);
        TakeAtDepth<Integer> pingsAtDepth = new TakeAtDepth<>(pings, w.stackDepth(), check.depth(),
                PingPongCheck.PONGER);
        parties.add(() -> { // pinger
            check.pingerStarted();
            for (int i = 0; i < w.pingPongCount(); i++) {
                pings.put(check.nextPing());
                check.pongReceived(pongsAtDepth.take());
            }
            pings.put(STOP);
        });
        parties.add(() -> { // ponger
            check.pongerStarted();
            for (int v = pingsAtDepth.take(); v != STOP; v = pingsAtDepth.take()) {
                check.pingReceived(v);
                pongs.put(v);
            }
        });
    }

    @Override
    public Future<FanOutResult> fanOut(FanOutWorkload w) {
        int n = w.fanOutWorkers();
        List<LinkedTransferQueue<Long>> inboxes = mailboxes(n);
        LinkedTransferQueue<Long> collectorInbox = new LinkedTransferQueue<>();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their sum
        StartWitness workers = w.workers();
        List<OpThreads.Body> bodies = new ArrayList<>(n + 2);
        bodies.add(() -> { // producer
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                inboxes.get(w.workerFor(x)).put(x);
            }
            inboxes.forEach(in -> in.put((long) STOP));
        });
        workers.create(me -> {
            LinkedTransferQueue<Long> in = inboxes.get(me);
            bodies.add(() -> {
                workers.started(me);
                for (long x = in.take(); x != STOP; x = in.take()) {
                    workerCounts[me]++;
                    workerSums[me] += x;
                    collectorInbox.put(FanOutWorkload.transform(x));
                }
            });
        });
        bodies.add(() -> { // collector
            for (int i = 0; i < w.fanOutMessages(); i++) {
                collected[1] += collectorInbox.take();
                collected[0]++;
            }
        });
        return run(bodies, () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                workers.report()));
    }

    /** Every sender a thread putting its range into the receiver's one queue, as fan-out's producer puts. */
    @Override
    public Future<ContentionResult> contention(ContentionWorkload w) {
        LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
        ContentionTally tally = new ContentionTally(w);
        List<OpThreads.Body> bodies = new ArrayList<>(w.contentionSenders() + 1);
        bodies.add(tallyReceiver(inbox, tally::add));
        tally.createSenders(me -> bodies.add(rangeSender(me, w.firstValue(me), w.share(me), inbox,
                tally::senderStarted)));
        return run(bodies, tally::result);
    }

    /**
     * One queue that many threads put into (contention's receiver, select's collector): each message goes to the
     * op's tally, until it has them all.
     */
    private static OpThreads.Body tallyReceiver(LinkedTransferQueue<Long> inbox, LongPredicate add) {
        return () -> {
            for (boolean all = false; !all; ) {
                all = add.test(inbox.take());
            }
        };
    }

    /**
     * A thread that puts its range of numbers into a queue, as fan-out's producer puts: a contention sender, or a
     * select source (numbers 1 to selectMessages; select's messages are contention's). It reports its start and waits
     * for the stage the report returns, which is complete at once outside the TCK's hold.
     */
    private static OpThreads.Body rangeSender(int me, long first, int count, LinkedTransferQueue<Long> out,
            IntFunction<CompletableFuture<Void>> started) {
        long end = first + count;
        return () -> {
            started.apply(me).join(); // complete at once, but under the TCK's hold
            for (long v = first; v < end; v++) {
                out.put(ContentionWorkload.message(me, v));
            }
        };
    }

    /**
     * The generator and every filter a thread on its own queue ({@link SievePipeline}); the tail filter starts each
     * new filter's thread as one more thread of the op.
     */
    @Override
    public Future<SieveResult> sieve(SieveWorkload w) {
        SieveTally tally = new SieveTally(w);
        SievePipeline pipeline = new SievePipeline(w, tally);
        LinkedTransferQueue<Integer> first = new LinkedTransferQueue<>();
        List<OpThreads.Body> bodies = new ArrayList<>(2);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> bodies.add(pipeline.filter(SieveWorkload.FIRST_PRIME,
                first)));
        tally.createGenerator(() -> bodies.add(pipeline.generator(first)));
        OpThreads<SieveResult> op = new OpThreads<>(threads, bodies, tally::result);
        pipeline.runsOn(op);
        return start(op);
    }

    /**
     * The JDK has no select over queues: every source a thread putting its numbers into the collector's one queue,
     * as contention's senders do.
     */
    @Override
    public Future<SelectResult> select(SelectWorkload w) {
        LinkedTransferQueue<Long> inbox = new LinkedTransferQueue<>();
        SelectTally tally = new SelectTally(w);
        List<OpThreads.Body> bodies = new ArrayList<>(w.selectSources() + 1);
        bodies.add(tallyReceiver(inbox, tally::add));
        tally.createSources(me -> bodies.add(rangeSender(me, 1, w.selectMessages(), inbox, tally::sourceStarted)));
        return run(bodies, tally::result);
    }

    /**
     * Every actor a thread on its own queue: a ping is its id, a pong -(id + 1); it answers each ping and sends its
     * next ping when the last one's pong has come. The last actor to have all its pongs stops every thread.
     */
    @Override
    public Future<BigResult> big(BigWorkload w) {
        BigTally tally = new BigTally(w);
        List<LinkedTransferQueue<Long>> inboxes = mailboxes(w.bigActors());
        List<OpThreads.Body> actors = new ArrayList<>(w.bigActors());
        tally.createActors(me -> actors.add(() -> {
            tally.actorStarted(me);
            LinkedTransferQueue<Long> in = inboxes.get(me);
            inboxes.get(w.peer(me, 0)).put(w.ping(me, 0));
            for (long m = in.take(); m != BIG_STOP; m = in.take()) {
                if (m >= 0) {
                    tally.pingReceived(me, m);
                    inboxes.get(w.senderOf(m)).put(-(m + 1));
                    continue;
                }
                int next = tally.pongReceived(me, -m - 1);
                if (next < w.bigPings()) {
                    inboxes.get(w.peer(me, next)).put(w.ping(me, next));
                } else if (tally.actorFinished(me)) {
                    inboxes.forEach(box -> box.put(BIG_STOP));
                }
            }
        }));
        return run(actors, tally::result);
    }

    /** Threads that spawn threads: the tree cannot be listed up front as the other workloads' workers are. */
    @Override
    public Future<SpawnResult> spawn(SpawnNode root) {
        SpawnTree tree = new SpawnTree(threads, root);
        lastTree = tree;
        return tree.start();
    }

    /** Each actor a thread blocked in take() on its own mailbox, as every worker of this module is. */
    @Override
    public Future<IdleActors> idleActors(FootprintWorkload w) {
        FootprintTally tally = new FootprintTally(w);
        List<LinkedTransferQueue<Integer>> mailboxes = mailboxes(w.footprintActors());
        List<OpThreads.Body> actors = new ArrayList<>(mailboxes.size());
        tally.createActors(me -> {
            LinkedTransferQueue<Integer> in = mailboxes.get(me);
            actors.add(() -> {
                tally.waiting();
                tally.received(me, in.take());
            });
        });
        CompletableFuture<FootprintWorkload> ended = run(actors, () -> w);
        return tally.whenAllWaiting(() -> {
            for (int i = 0; i < mailboxes.size(); i++) {
                mailboxes.get(i).put(i);
            }
        }, ended);
    }

    /**
     * The server a thread blocked on its queue, putting each id into the reply queue; the receiver another thread
     * of the variant, taking the replies and recording them. Requests are put by the pacer's thread (the benchmark
     * thread, outside the op's threads); the stop value passes through both and ends them.
     */
    @Override
    public Future<LatencyClient> latency(LatencyRecorder recorder) {
        LinkedTransferQueue<Integer> requests = new LinkedTransferQueue<>();
        LinkedTransferQueue<Integer> replies = new LinkedTransferQueue<>();
        OpThreads.Body server = () -> {
            for (int id = requests.take(); id != STOP; id = requests.take()) {
                replies.put(id);
            }
            replies.put(STOP);
        };
        OpThreads.Body receiver = () -> {
            for (int id = replies.take(); id != STOP; id = replies.take()) {
                recorder.replied(id);
            }
        };
        Future<LatencyRecorder> ended = run(List.of(server, receiver), () -> recorder);
        return CompletableFuture.completedFuture(LatencyClient.of(requests::put, () -> requests.put(STOP), ended));
    }

    @Override
    public Optional<Set<String>> carrierThreads(int tasks) throws InterruptedException {
        if (!multiplexed) {
            return Optional.empty();
        }
        Set<String> carriers = ConcurrentHashMap.newKeySet();
        List<Thread> started = new ArrayList<>();
        for (int i = 0; i < tasks; i++) {
            started.add(threads.newThread(() -> {
                long end = System.nanoTime() + 2_000_000; // busy, so every carrier gets work
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                carriers.add(OsThread.currentName());
            }));
        }
        started.forEach(Thread::start);
        for (Thread t : started) {
            t.join();
        }
        return Optional.of(carriers);
    }

    private <R> CompletableFuture<R> run(List<OpThreads.Body> bodies, Supplier<R> result) {
        return start(new OpThreads<>(threads, bodies, result));
    }

    private <R> CompletableFuture<R> start(OpThreads<R> op) {
        lastOp = op;
        // kept only while the op runs (close() interrupts it): a finished op's threads must not outlive it
        return op.start().whenComplete((r, failure) -> {
            if (lastOp == op) {
                lastOp = null;
            }
        });
    }

    private static <T> List<LinkedTransferQueue<T>> mailboxes(int n) {
        List<LinkedTransferQueue<T>> mailboxes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            mailboxes.add(new LinkedTransferQueue<>());
        }
        return mailboxes;
    }

    @Override
    public void close() {
        OpThreads<?> op = lastOp;
        if (op != null) {
            op.interrupt();
        }
        SpawnTree tree = lastTree;
        if (tree != null) {
            tree.interrupt();
        }
    }
}
