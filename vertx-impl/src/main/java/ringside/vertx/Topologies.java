package ringside.vertx;

import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
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
 * The workloads as verticles on the event bus. Each worker counts into its own slot of an array owned by the op;
 * the op reads the arrays after every deployment is undeployed (each instance's stop runs on its event loop after
 * the messages queued there, and the undeploy futures join them), which publishes the counts to it.
 */
final class Topologies {
    /** Ends latency's server and receiver: request ids are never negative. */
    static final int STOP = -1;
    /** Tells a big actor to send its first ping: pings are ids >= 0 and pongs -(id + 1), never this low. */
    static final long BIG_START = Long.MIN_VALUE;

    private Topologies() {
    }

    /** At stackDepth > 0 each worker sends {@code stackDepth} frames deep ({@link SendAtDepth}); else directly. */
    static CompletableFuture<RingResult> ring(Op op, RingWorkload w) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        StartWitness witness = w.workers();
        StackDepthWitness depth = w.stackDepth() == 0 ? null : w.stackDepthWitness();
        List<Actor<Integer>> workers = new ArrayList<>(n);
        witness.create(me -> {
            String next = op.address("ring", me + 1 == n ? 0 : me + 1);
            if (depth != null) {
                SendAtDepth deep = new SendAtDepth(op, w.stackDepth(), depth, me);
                workers.add(new Actor<Integer>(op.delivery, op.address("ring", me), v -> {
                    counts[me]++;
                    if (v == 0) {
                        endedBy[0] = me;
                        op.done();
                    } else {
                        deep.send(next, v - 1);
                    }
                }, () -> witness.started(me)));
                return;
            }
            workers.add(new Actor<Integer>(op.delivery, op.address("ring", me), v -> {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    op.done();
                } else {
                    op.delivery.send(op.bus, next, v - 1);
                }
            }, () -> witness.started(me)));
        });
        Future<String> ring = op.deploy(n, me -> workers.set(me, null)); // handed over, not kept
        ring.onSuccess(all -> op.delivery.send(op.bus, op.address("ring", 0), w.ringSize()));
        if (depth != null) {
            return op.result(() -> new RingResult(endedBy[0], counts, witness.report(), depth.report()));
        }
        return op.result(() -> new RingResult(endedBy[0], counts, witness.report()));
    }

    /**
     * Each party a verticle at its own address; the pinger sends its first ping once both inboxes exist. At
     * stackDepth > 0 every ping and pong is sent that deep ({@link SendAtDepth}).
     */
    static CompletableFuture<PingPongResult> pingPong(Op op, PingPongWorkload w) {
        PingPongCheck check = new PingPongCheck(w);
        String pinger = op.address("pinger", 0);
        String ponger = op.address("ponger", 0);
        List<Actor<Integer>> parties = new ArrayList<>(2);
        check.createParties(() -> {
            if (w.stackDepth() > 0) {
                pingPongAtDepth(op, w, check, pinger, ponger, parties);
                return;
            }
            parties.add(new Actor<Integer>(op.delivery, ponger, ping -> {
                check.pingReceived(ping);
                op.delivery.send(op.bus, pinger, ping);
            }, check::pongerStarted));
            parties.add(new Actor<Integer>(op.delivery, pinger, pong -> {
                check.pongReceived(pong);
                if (pong < w.pingPongCount()) {
                    op.delivery.send(op.bus, ponger, check.nextPing());
                } else {
                    op.done();
                }
            }, () -> {
                check.pingerStarted();
                op.delivery.send(op.bus, ponger, check.nextPing());
            }));
        });
        Future<String> pongs = op.deploy(1, i -> parties.set(0, null)); // handed over, not kept
        op.deployAfter(pongs, 1, i -> parties.set(1, null));
        return op.result(check::result);
    }

    /** The parties as at depth 0, each send made {@code stackDepth} frames deep. */
    private static void pingPongAtDepth(Op op, PingPongWorkload w, PingPongCheck check, String pinger, String ponger,
            List<Actor<Integer>> parties) {
        SendAtDepth pongs = new SendAtDepth(op, w.stackDepth(), check.depth(), PingPongCheck.PONGER);
        SendAtDepth pings = new SendAtDepth(op, w.stackDepth(), check.depth(), PingPongCheck.PINGER);
        parties.add(new Actor<Integer>(op.delivery, ponger, ping -> {
            check.pingReceived(ping);
            pongs.send(pinger, ping);
        }, check::pongerStarted));
        parties.add(new Actor<Integer>(op.delivery, pinger, pong -> {
            check.pongReceived(pong);
            if (pong < w.pingPongCount()) {
                pings.send(ponger, check.nextPing());
            } else {
                op.done();
            }
        }, () -> {
            check.pingerStarted();
            pings.send(ponger, check.nextPing());
        }));
    }

    static CompletableFuture<FanOutResult> fanOut(Op op, FanOutWorkload w) {
        int n = w.fanOutWorkers();
        long[] workerCounts = new long[n];
        long[] workerSums = new long[n];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        String[] workerAddresses = new String[n];
        Arrays.setAll(workerAddresses, me -> op.address("worker", me));
        String collectorAddress = op.address("collector", 0);
        Future<String> collector = op.deploy(1, i -> new Actor<Long>(op.delivery, collectorAddress, y -> {
            collected[1] += y;
            if (++collected[0] == w.fanOutMessages()) {
                op.done();
            }
        }));
        StartWitness witness = w.workers();
        List<Actor<Long>> instances = new ArrayList<>(n);
        witness.create(me -> instances.add(new Actor<Long>(op.delivery, workerAddresses[me], x -> {
            workerCounts[me]++;
            workerSums[me] += x;
            op.delivery.send(op.bus, collectorAddress, FanOutWorkload.transform(x));
        }, () -> witness.started(me))));
        Future<String> workers = op.deployAfter(collector, n, me -> instances.set(me, null)); // handed over
        // the producer is a verticle too: it sends everything when it starts
        op.deployAfter(workers, 1, i -> new Starter(() -> {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                op.delivery.send(op.bus, workerAddresses[w.workerFor(x)], x);
            }
        }));
        return op.result(() -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums,
                witness.report()));
    }

    /**
     * One receiver, and every sender a verticle instance that sends its whole range when it starts, as fan-out's
     * producer does: the receiver's consumer takes them all, from up to p event loops at once.
     */
    static CompletableFuture<ContentionResult> contention(Op op, ContentionWorkload w) {
        ContentionTally tally = new ContentionTally(w);
        String receiverAddress = op.address("receiver", 0);
        Future<String> receiver = op.deploy(1, i -> new Actor<Long>(op.delivery, receiverAddress,
                untilTallied(op, tally::add)));
        List<Starter> senders = new ArrayList<>(w.contentionSenders());
        tally.createSenders(s -> senders.add(rangeSender(op, receiverAddress, s, w.firstValue(s), w.share(s),
                tally::senderStarted)));
        op.deployAfter(receiver, w.contentionSenders(), s -> senders.set(s, null)); // handed over, not kept
        return op.result(tally::result);
    }

    /**
     * The consumer of one address that many verticles send to (contention's receiver, select's collector): each
     * message goes to the op's tally, and the op is done once it has them all.
     */
    private static Consumer<Long> untilTallied(Op op, LongPredicate add) {
        return message -> {
            if (add.test(message)) {
                op.done();
            }
        };
    }

    /**
     * A verticle instance that sends its range of numbers to {@code address} when it starts, as fan-out's producer
     * does: a contention sender, or a select source (numbers 1 to selectMessages; select's messages are
     * contention's). It sends once the stage its start report returns has completed: at once outside the TCK's hold.
     */
    private static Starter rangeSender(Op op, String address, int me, long first, int count,
            IntFunction<CompletableFuture<Void>> started) {
        return new Starter(() -> started.apply(me), () -> {
            for (long v = first; v < first + count; v++) {
                op.delivery.send(op.bus, address, ContentionWorkload.message(me, v));
            }
        });
    }

    /**
     * The first filter a verticle deployed by the op, the generator a verticle that sends every number from its
     * {@code start()} once the first filter's consumer is registered; each later filter is deployed by the tail
     * ({@link SieveFilter}) as its child, so undeploying the first filter undeploys the pipeline.
     */
    static CompletableFuture<SieveResult> sieve(Op op, SieveWorkload w) {
        SieveTally tally = new SieveTally(w);
        List<Future<String>> first = new ArrayList<>(1);
        tally.createFilter(SieveWorkload.FIRST_PRIME, () -> first.add(op.deploy(1,
                i -> new SieveFilter(op, tally, SieveWorkload.FIRST_PRIME))));
        String to = SieveFilter.address(op, SieveWorkload.FIRST_PRIME);
        tally.createGenerator(() -> op.deployAfter(first.get(0), 1, i -> new Starter(() -> {
            tally.generatorStarted();
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                op.delivery.send(op.bus, to, n);
            }
            op.delivery.send(op.bus, to, SieveWorkload.END);
        })));
        return op.result(tally::result);
    }

    /**
     * Vert.x has no select over channels: the collector is one consumer, and every source a verticle instance that
     * sends its numbers to the collector's address when it starts, as contention's senders do. The event bus keeps
     * one sender's messages to one consumer in order.
     */
    static CompletableFuture<SelectResult> select(Op op, SelectWorkload w) {
        SelectTally tally = new SelectTally(w);
        String collectorAddress = op.address("collector", 0);
        Future<String> collector = op.deploy(1, i -> new Actor<Long>(op.delivery, collectorAddress,
                untilTallied(op, tally::add)));
        List<Starter> sources = new ArrayList<>(w.selectSources());
        tally.createSources(s -> sources.add(rangeSender(op, collectorAddress, s, 1, w.selectMessages(),
                tally::sourceStarted)));
        op.deployAfter(collector, w.selectSources(), s -> sources.set(s, null)); // handed over, not kept
        return op.result(tally::result);
    }

    /**
     * Every actor a verticle instance of one deployment, with its own consumer; a ping is its id, a pong -(id + 1).
     * Once every consumer is registered the op tells each actor to start ({@link #BIG_START}), so no first ping
     * goes to an address without a consumer; the actor that is the last to have all its pongs ends the op.
     */
    static CompletableFuture<BigResult> big(Op op, BigWorkload w) {
        BigTally tally = new BigTally(w);
        int n = w.bigActors();
        String[] addresses = new String[n];
        Arrays.setAll(addresses, a -> op.address("big", a));
        List<Actor<Long>> actors = new ArrayList<>(n);
        tally.createActors(me -> actors.add(new Actor<Long>(op.delivery, addresses[me], m -> {
            if (m >= 0) {
                tally.pingReceived(me, m);
                op.delivery.send(op.bus, addresses[w.senderOf(m)], -(m + 1));
                return;
            }
            int next = m == BIG_START ? 0 : tally.pongReceived(me, -m - 1);
            if (next < w.bigPings()) {
                op.delivery.send(op.bus, addresses[w.peer(me, next)], w.ping(me, next));
            } else if (tally.actorFinished(me)) {
                op.done();
            }
        }, () -> tally.actorStarted(me))));
        op.deploy(n, me -> actors.set(me, null)).onSuccess(all -> { // handed over, not kept
            for (String a : addresses) {
                op.delivery.send(op.bus, a, BIG_START);
            }
        });
        return op.result(tally::result);
    }

    /** The root is deployed by the op and replies to it; see {@link SpawnActor}. */
    static CompletableFuture<SpawnResult> spawn(Op op, SpawnNode root) {
        SpawnResult[] answer = {null};
        op.deploy(1, i -> new SpawnActor(op, root, op.address("spawn", 0), reply -> {
            answer[0] = op.delivery.result(reply);
            op.done();
        }));
        return op.result(() -> answer[0]);
    }

    /**
     * footprint: one deployment of n instances, each a verticle with its own consumer, waiting. The benchmark's
     * thread sends each its index through the event bus; once all have theirs, the op undeploys them.
     */
    static CompletableFuture<IdleActors> idleActors(Op op, FootprintWorkload w) {
        FootprintTally tally = new FootprintTally(w);
        int n = w.footprintActors();
        AtomicInteger left = new AtomicInteger(n);
        List<Actor<Integer>> actors = new ArrayList<>(n);
        tally.createActors(me -> actors.add(new Actor<Integer>(op.delivery, op.address("idle", me), message -> {
            tally.received(me, message);
            if (left.decrementAndGet() == 0) {
                op.done();
            }
        }, tally::waiting)));
        op.deploy(n, me -> actors.set(me, null)); // handed over, not kept: footprint measures the actors alone
        CompletableFuture<Void> ended = op.result(() -> null);
        CompletableFuture<IdleActors> idle = tally.whenAllWaiting(() -> {
            for (int i = 0; i < n; i++) {
                op.delivery.send(op.bus, op.address("idle", i), i);
            }
        }, ended);
        ended.whenComplete((gone, failure) -> {
            if (failure != null) {
                idle.completeExceptionally(failure); // a failed deployment: say so now, not at the timeout
            }
        });
        return idle;
    }

    /**
     * latency: a server verticle answers each request with its id to the receiver's address; the receiver verticle
     * records each reply. The pacer's thread sends the requests through the event bus from outside; the stop request
     * passes through both, and the receiver then ends the op.
     */
    static CompletableFuture<LatencyClient> latency(Op op, LatencyRecorder recorder) {
        String serverAddress = op.address("server", 0);
        String receiverAddress = op.address("receiver", 0);
        Future<String> receiver = op.deploy(1, i -> new Actor<Integer>(op.delivery, receiverAddress, id -> {
            if (id == STOP) {
                op.done();
            } else {
                recorder.replied(id);
            }
        }));
        Future<String> server = op.deployAfter(receiver, 1, i -> new Actor<Integer>(op.delivery, serverAddress,
                id -> op.delivery.send(op.bus, receiverAddress, id)));
        CompletableFuture<LatencyRecorder> ended = op.result(() -> recorder);
        CompletableFuture<LatencyClient> client = server.map(ready -> LatencyClient.of(
                id -> op.delivery.send(op.bus, serverAddress, id),
                () -> op.delivery.send(op.bus, serverAddress, STOP), ended))
                .toCompletionStage().toCompletableFuture();
        ended.whenComplete((r, failure) -> {
            if (failure != null) {
                client.completeExceptionally(failure);
            }
        });
        return client;
    }

    /** Verticle instances that keep their event loop busy ~2 ms when they start and note its name. */
    static CompletableFuture<Set<String>> spin(Op op, int tasks) {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        op.deploy(tasks, i -> new Starter(() -> {
            long end = System.nanoTime() + 2_000_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            threads.add(Thread.currentThread().getName());
        })).onSuccess(all -> op.done());
        return op.result(() -> Set.copyOf(threads));
    }
}
