package ringside.pekko;

import org.apache.pekko.actor.typed.ActorRef;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.PostStop;
import org.apache.pekko.actor.typed.javadsl.ActorContext;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import ringside.contract.OsThread;
import ringside.workload.ContentionResult;
import ringside.workload.ContentionTally;
import ringside.workload.ContentionWorkload;
import ringside.workload.FanOutResult;
import ringside.workload.FanOutWorkload;
import ringside.workload.LatencyRecorder;
import ringside.workload.FootprintTally;
import ringside.workload.FootprintWorkload;
import ringside.workload.PingPongCheck;
import ringside.workload.PingPongResult;
import ringside.workload.PingPongWorkload;
import ringside.workload.RingResult;
import ringside.workload.RingWorkload;
import ringside.workload.SpawnNode;
import ringside.workload.SpawnResult;
import ringside.workload.StartWitness;

/**
 * The workloads as typed behaviors. Each worker counts into its own slot of an array owned by the op; the
 * parent reads the array in PostStop, after every child has stopped, so the mailbox hand-offs and the
 * children's termination publish the counts to it (the same role as thread exit in loom-impl).
 */
final class Topologies {
    /** What the topology sends its parent when the op is over. */
    enum Done { DONE }

    private Topologies() {
    }

    /**
     * An op's parent: builds the topology, stops on Done (which stops the children first), and completes the
     * future in PostStop, so tear-down is part of the op. Stopped without Done means the system went down.
     */
    static <R> Behavior<Done> parent(CompletableFuture<R> future, Function<ActorContext<Done>, Supplier<R>> topology) {
        return Behaviors.setup(ctx -> {
            Supplier<R> result;
            try {
                result = topology.apply(ctx);
            } catch (RuntimeException e) {
                future.completeExceptionally(e);
                return Behaviors.stopped();
            }
            boolean[] ended = {false};
            return Behaviors.receive(Done.class)
                    .onMessage(Done.class, done -> {
                        ended[0] = true;
                        return Behaviors.stopped();
                    })
                    .onSignal(PostStop.class, stop -> {
                        if (ended[0]) {
                            future.complete(result.get());
                        } else {
                            future.completeExceptionally(new IllegalStateException("op stopped before it ended"));
                        }
                        return Behaviors.same();
                    })
                    .build();
        });
    }

    static Supplier<RingResult> ring(ActorContext<Done> ctx, RingWorkload w, StartWitness workers) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        ActorRef<Done> parent = ctx.getSelf();
        workers.create(me -> ring.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
            workers.started(me);
            return Behaviors.receiveMessage((Integer v) -> {
                counts[me]++;
                if (v == 0) {
                    endedBy[0] = me;
                    parent.tell(Done.DONE);
                } else {
                    ring.get(me + 1 == n ? 0 : me + 1).tell(v - 1);
                }
                return Behaviors.same();
            });
        }))));
        ring.get(0).tell(w.ringSize());
        return () -> new RingResult(endedBy[0], counts, workers.report());
    }

    /** The request-response pattern of the docs: each ping carries the pinger's reference. */
    record Ping(int n, ActorRef<Integer> replyTo) {
    }

    static Supplier<PingPongResult> pingPong(ActorContext<Done> ctx, PingPongWorkload w, PingPongCheck check) {
        ActorRef<Done> parent = ctx.getSelf();
        check.createParties(() -> {
            ActorRef<Ping> ponger = ctx.spawnAnonymous(Behaviors.<Ping>setup(self -> {
                check.pongerStarted();
                return Behaviors.receiveMessage((Ping ping) -> {
                    check.pingReceived(ping.n());
                    ping.replyTo().tell(ping.n());
                    return Behaviors.same();
                });
            }));
            ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                check.pingerStarted();
                ponger.tell(new Ping(check.nextPing(), self.getSelf()));
                return Behaviors.receiveMessage((Integer pong) -> {
                    check.pongReceived(pong);
                    if (pong < w.pingPongCount()) {
                        ponger.tell(new Ping(check.nextPing(), self.getSelf()));
                    } else {
                        parent.tell(Done.DONE);
                    }
                    return Behaviors.same();
                });
            }));
        });
        return check::result;
    }

    static Supplier<FanOutResult> fanOut(ActorContext<Done> ctx, FanOutWorkload w, StartWitness started) {
        long[] workerCounts = new long[w.fanOutWorkers()];
        long[] workerSums = new long[w.fanOutWorkers()];
        long[] collected = new long[2]; // [0] values received, [1] their wrapping sum
        ActorRef<Done> parent = ctx.getSelf();
        ActorRef<Long> collector = ctx.spawnAnonymous(Behaviors.receiveMessage((Long y) -> {
            collected[1] += y;
            if (++collected[0] == w.fanOutMessages()) {
                parent.tell(Done.DONE);
            }
            return Behaviors.same();
        }));
        List<ActorRef<Long>> workers = new ArrayList<>(w.fanOutWorkers());
        started.create(me -> workers.add(ctx.spawnAnonymous(Behaviors.<Long>setup(self -> {
            started.started(me);
            return Behaviors.receiveMessage((Long x) -> {
                workerCounts[me]++;
                workerSums[me] += x;
                collector.tell(FanOutWorkload.transform(x));
                return Behaviors.same();
            });
        }))));
        // the producer is an actor too: it sends everything when it starts, then stops
        ctx.spawnAnonymous(Behaviors.setup(self -> {
            for (long x = 1; x <= w.fanOutMessages(); x++) {
                workers.get(w.workerFor(x)).tell(x);
            }
            return Behaviors.stopped();
        }));
        return () -> new FanOutResult(collected[0], collected[1], workerCounts, workerSums, started.report());
    }

    /**
     * One receiver, and every sender an actor that tells its whole range when it starts and stops, as fan-out's
     * producer does: the receiver's mailbox takes them all, concurrently, with nothing between.
     */
    static Supplier<ContentionResult> contention(ActorContext<Done> ctx, ContentionWorkload w,
            ContentionTally tally) {
        ActorRef<Done> parent = ctx.getSelf();
        ActorRef<Long> receiver = ctx.spawnAnonymous(Behaviors.receiveMessage((Long message) -> {
            if (tally.add(message)) {
                parent.tell(Done.DONE);
            }
            return Behaviors.same();
        }));
        tally.createSenders(me -> {
            long first = w.firstValue(me);
            long end = first + w.share(me);
            ctx.spawnAnonymous(Behaviors.setup(self -> {
                tally.senderStarted(me);
                for (long v = first; v < end; v++) {
                    receiver.tell(ContentionWorkload.message(me, v));
                }
                return Behaviors.stopped();
            }));
        });
        return tally::result;
    }

    /** Ends latency's server and receiver: request ids are never negative. */
    static final int STOP = -1;

    /** A latency request carries the reference to reply to: the typed request-response pattern, as a ping does. */
    record Request(int id, ActorRef<Integer> replyTo) {
    }

    /**
     * latency: the server replies to each request's replyTo with its id; the receiver records each reply. Both are
     * the op parent's children. {@code sender} completes with how the pacer's thread, outside the actor system,
     * tells the server a request; the stop request passes through both, and the receiver then ends the op.
     */
    static Supplier<LatencyRecorder> latency(ActorContext<Done> ctx, LatencyRecorder recorder,
            CompletableFuture<IntConsumer> sender) {
        ActorRef<Done> parent = ctx.getSelf();
        ActorRef<Integer> receiver = ctx.spawnAnonymous(Behaviors.receiveMessage((Integer id) -> {
            if (id == STOP) {
                parent.tell(Done.DONE);
                return Behaviors.stopped();
            }
            recorder.replied(id);
            return Behaviors.same();
        }));
        ActorRef<Request> server = ctx.spawnAnonymous(Behaviors.receiveMessage((Request request) -> {
            request.replyTo().tell(request.id());
            return request.id() == STOP ? Behaviors.stopped() : Behaviors.same();
        }));
        sender.complete(id -> server.tell(new Request(id, receiver)));
        return () -> recorder;
    }

    /**
     * The skynet tree: the root is the parent's child, and every other actor its parent's child, so stopping the
     * op's parent waits for the whole tree to be gone. The root's reply is the op's result.
     */
    static Supplier<SpawnResult> spawn(ActorContext<Done> ctx, SpawnNode root) {
        SpawnResult[] answer = {null};
        ActorRef<Done> parent = ctx.getSelf();
        ctx.spawnAnonymous(spawnActor(root, reply -> {
            answer[0] = reply;
            parent.tell(Done.DONE);
        }));
        return () -> answer[0];
    }

    /** Spawns its children when it starts, replies once all of them have replied (a leaf at once), then stops. */
    private static Behavior<SpawnResult> spawnActor(SpawnNode node, Consumer<SpawnResult> replyTo) {
        return Behaviors.<SpawnResult>setup(self -> {
            node.started();
            if (node.isLeaf()) {
                replyTo.accept(node.reply());
                return Behaviors.stopped();
            }
            ActorRef<SpawnResult> me = self.getSelf();
            for (SpawnNode child : node.spawnChildren()) {
                self.spawnAnonymous(spawnActor(child, me::tell));
            }
            return Behaviors.receiveMessage((SpawnResult reply) -> {
                if (!node.add(reply)) {
                    return Behaviors.same();
                }
                replyTo.accept(node.reply());
                return Behaviors.stopped();
            });
        });
    }

    /**
     * A footprint op's parent, spawned by the guardian like {@link #parent}: its children are the idle actors, each
     * an ordinary child with its own mailbox. Their references go to {@code spawned} once all exist; the last child
     * to get its message tells the parent, which then stops (after its children), so nothing of the op outlives it.
     */
    static Behavior<Done> footprint(FootprintWorkload w, FootprintTally tally,
            CompletableFuture<List<ActorRef<Integer>>> spawned) {
        return Behaviors.setup(ctx -> {
            ActorRef<Done> parent = ctx.getSelf();
            int n = w.footprintActors();
            AtomicInteger left = new AtomicInteger(n);
            List<ActorRef<Integer>> actors = new ArrayList<>(n);
            tally.createActors(me -> actors.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                tally.waiting();
                return Behaviors.receiveMessage(message -> {
                    tally.received(me, message);
                    if (left.decrementAndGet() == 0) {
                        parent.tell(Done.DONE);
                    }
                    return Behaviors.stopped();
                });
            }))));
            spawned.complete(actors);
            return Behaviors.receiveMessage(done -> Behaviors.stopped());
        });
    }

    /** Actors that keep their thread busy ~2 ms when they start and note its name (a virtual thread's: its carrier's). */
    static Supplier<Set<String>> spin(ActorContext<Done> ctx, int tasks) {
        Set<String> threads = ConcurrentHashMap.newKeySet();
        AtomicInteger left = new AtomicInteger(tasks);
        ActorRef<Done> parent = ctx.getSelf();
        for (int i = 0; i < tasks; i++) {
            ctx.spawnAnonymous(Behaviors.setup(self -> {
                long end = System.nanoTime() + 2_000_000;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                threads.add(OsThread.currentName()); // typed-virtual: the carrier
                if (left.decrementAndGet() == 0) {
                    parent.tell(Done.DONE);
                }
                return Behaviors.empty();
            }));
        }
        return () -> Set.copyOf(threads);
    }
}
