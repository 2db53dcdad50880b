package ringside.akka;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.PostStop;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import java.util.function.Supplier;
import ringside.contract.OsThread;
import ringside.workload.BigResult;
import ringside.workload.BigTally;
import ringside.workload.BigWorkload;
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

    /**
     * The ring at stackDepth d > 0: as {@link #ring}, but each worker passes the token on (or ends the op) d calls
     * deep ({@link SendAtDepth}). Its own behavior, chosen once per op, so the ring at depth 0 runs as it always did.
     */
    static Supplier<RingResult> ringAtDepth(ActorContext<Done> ctx, RingWorkload w, StartWitness workers,
            StackDepthWitness depth) {
        int n = w.workerCount();
        long[] counts = new long[n];
        int[] endedBy = {-1};
        // filled before the token is sent, and read only on receiving it: the token publishes the list
        List<ActorRef<Integer>> ring = new ArrayList<>(n);
        ActorRef<Done> parent = ctx.getSelf();
        workers.create(me -> ring.add(ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
            workers.started(me);
            SendAtDepth<Integer> pass = new SendAtDepth<>(me, depth, v -> {
                if (v == 0) {
                    endedBy[0] = me;
                    parent.tell(Done.DONE);
                } else {
                    ring.get(me + 1 == n ? 0 : me + 1).tell(v - 1);
                }
            });
            return Behaviors.receiveMessage((Integer v) -> {
                counts[me]++;
                pass.send(w.stackDepth(), v);
                return Behaviors.same();
            });
        }))));
        ring.get(0).tell(w.ringSize());
        return () -> new RingResult(endedBy[0], counts, workers.report(), depth.report());
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

    /**
     * Ping-pong at stackDepth d > 0: as {@link #pingPong}, but each party makes its sends d calls deep
     * ({@link SendAtDepth}): the ponger its pong, the pinger each ping (the first one too) and, after the last pong,
     * the end of the op. Its own behaviors, chosen once per op, so ping-pong at depth 0 runs as it always did.
     */
    static Supplier<PingPongResult> pingPongAtDepth(ActorContext<Done> ctx, PingPongWorkload w, PingPongCheck check) {
        ActorRef<Done> parent = ctx.getSelf();
        int d = w.stackDepth();
        check.createParties(() -> {
            ActorRef<Ping> ponger = ctx.spawnAnonymous(Behaviors.<Ping>setup(self -> {
                check.pongerStarted();
                SendAtDepth<Ping> reply = new SendAtDepth<>(PingPongCheck.PONGER, check.depth(),
                        ping -> ping.replyTo().tell(ping.n()));
                return Behaviors.receiveMessage((Ping ping) -> {
                    check.pingReceived(ping.n());
                    reply.send(d, ping);
                    return Behaviors.same();
                });
            }));
            ctx.spawnAnonymous(Behaviors.<Integer>setup(self -> {
                check.pingerStarted();
                ActorRef<Integer> me = self.getSelf();
                SendAtDepth<Integer> next = new SendAtDepth<>(PingPongCheck.PINGER, check.depth(), pong -> {
                    if (pong < w.pingPongCount()) {
                        ponger.tell(new Ping(check.nextPing(), me));
                    } else {
                        parent.tell(Done.DONE);
                    }
                });
                next.send(d, 0); // the first ping, as if after a pong 0
                return Behaviors.receiveMessage((Integer pong) -> {
                    check.pongReceived(pong);
                    next.send(d, pong);
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
        ActorRef<Long> receiver = tallyReceiver(ctx, tally::add);
        tally.createSenders(me -> rangeSender(ctx, me, w.firstValue(me), w.share(me), receiver,
                tally::senderStarted));
        return tally::result;
    }

    /**
     * One mailbox that many actors tell (contention's receiver, select's collector): each message goes to the op's
     * tally, and the parent is told once the tally has them all.
     */
    private static ActorRef<Long> tallyReceiver(ActorContext<Done> ctx, LongPredicate add) {
        ActorRef<Done> parent = ctx.getSelf();
        return ctx.spawnAnonymous(Behaviors.receiveMessage((Long message) -> {
            if (add.test(message)) {
                parent.tell(Done.DONE);
            }
            return Behaviors.same();
        }));
    }

    /**
     * An actor that tells its range of numbers when it starts, then stops, as fan-out's producer does: a contention
     * sender, or a select source (numbers 1 to selectMessages; select's messages are contention's). It reports its
     * start and tells once the stage the report returns completes: at once outside the TCK's hold, else when the
     * stage's completion, piped to itself, arrives.
     */
    private static void rangeSender(ActorContext<Done> ctx, int me, long first, int count, ActorRef<Long> receiver,
            IntFunction<CompletableFuture<Void>> started) {
        ctx.spawnAnonymous(Behaviors.<Done>setup(self -> {
            CompletableFuture<Void> go = started.apply(me);
            if (go.isDone()) {
                return tellRange(me, first, count, receiver);
            }
            self.pipeToSelf(go, (ok, failed) -> Done.DONE);
            return Behaviors.receiveMessage(opened -> tellRange(me, first, count, receiver));
        }));
    }

    private static Behavior<Done> tellRange(int me, long first, int count, ActorRef<Long> receiver) {
        for (long v = first; v < first + count; v++) {
            receiver.tell(ContentionWorkload.message(me, v));
        }
        return Behaviors.stopped();
    }

    /**
     * The sieve. The op's parent spawns the first filter, then the generator, an actor that tells every number and
     * the end to the first filter when it starts, and stops. Each filter is an actor with the variant's mailbox; the
     * tail spawns each new filter as its own child, so the pipeline is also a line of parent and child, and stopping
     * the op's parent stops it link by link, inside the op. The tail's end ends the op.
     */
    static Supplier<SieveResult> sieve(ActorContext<Done> ctx, SieveWorkload w, SieveTally tally) {
        ActorRef<Done> parent = ctx.getSelf();
        List<ActorRef<Integer>> first = new ArrayList<>(1); // filled before the generator is spawned
        tally.createFilter(SieveWorkload.FIRST_PRIME,
                () -> first.add(ctx.spawnAnonymous(SieveFilter.of(tally, SieveWorkload.FIRST_PRIME, parent))));
        tally.createGenerator(() -> ctx.spawnAnonymous(Behaviors.setup(self -> {
            tally.generatorStarted();
            ActorRef<Integer> to = first.get(0);
            for (int n = SieveWorkload.FIRST_PRIME + 1; n < w.sieveLimit(); n++) {
                to.tell(n);
            }
            to.tell(SieveWorkload.END);
            return Behaviors.stopped();
        })));
        return tally::result;
    }

    /** One filter of the sieve: its prime, and the filter after it once there is one. */
    private static final class SieveFilter {
        private final ActorContext<Integer> self;
        private final SieveTally tally;
        private final int prime;
        private final ActorRef<Done> parent;
        private ActorRef<Integer> next;

        private SieveFilter(ActorContext<Integer> self, SieveTally tally, int prime, ActorRef<Done> parent) {
            this.self = self;
            this.tally = tally;
            this.prime = prime;
            this.parent = parent;
        }

        static Behavior<Integer> of(SieveTally tally, int prime, ActorRef<Done> parent) {
            return Behaviors.setup(self -> {
                tally.filterStarted(prime);
                return Behaviors.receiveMessage(new SieveFilter(self, tally, prime, parent)::take);
            });
        }

        /** Drops a multiple, forwards any other number, or at the tail spawns its filter; the end it passes on. */
        private Behavior<Integer> take(Integer n) {
            if (n == SieveWorkload.END) {
                tally.filterEnded(prime);
                if (next != null) {
                    next.tell(SieveWorkload.END);
                } else {
                    parent.tell(Done.DONE);
                }
                return Behaviors.same();
            }
            tally.received(prime, n);
            if (n % prime == 0) {
                // its own multiple: dropped
            } else if (next != null) {
                next.tell(n);
            } else {
                tally.createFilter(n, () -> next = self.spawnAnonymous(of(tally, n, parent)));
            }
            return Behaviors.same();
        }
    }

    /**
     * select, for actors, which have no select over channels: every source is an actor that tells its numbers in
     * order to the collector's one mailbox when it starts, and stops; the collector tallies what comes, in the order
     * its mailbox gives it.
     */
    static Supplier<SelectResult> select(ActorContext<Done> ctx, SelectWorkload w, SelectTally tally) {
        ActorRef<Long> collector = tallyReceiver(ctx, tally::add);
        tally.createSources(me -> rangeSender(ctx, me, 1, w.selectMessages(), collector, tally::sourceStarted));
        return tally::result;
    }

    /** What a big actor receives: its peers, once, then pings from any actor and pongs for its own pings. */
    sealed interface BigMessage {
    }

    /** Every actor of the op, sent once all exist (Savina's neighbour message): the actor's first ping follows it. */
    record Peers(List<ActorRef<BigMessage>> actors) implements BigMessage {
    }

    /** A ping carries the reference to answer, as a typed request does, so it is answered even before Peers. */
    record BigPing(long id, ActorRef<BigMessage> replyTo) implements BigMessage {
    }

    record BigPong(long id) implements BigMessage {
    }

    /**
     * big: every actor a child of the op's parent with its own mailbox. Once all are spawned, each is told the list
     * of them all and sends its first ping; it sends the next when the last one's pong has come, answers every ping,
     * and tells the parent when the last actor has all its pongs.
     */
    static Supplier<BigResult> big(ActorContext<Done> ctx, BigWorkload w, BigTally tally) {
        ActorRef<Done> parent = ctx.getSelf();
        List<ActorRef<BigMessage>> actors = new ArrayList<>(w.bigActors());
        tally.createActors(a -> actors.add(ctx.spawnAnonymous(Behaviors.<BigMessage>setup(self -> {
            tally.actorStarted(a);
            ActorRef<BigMessage> me = self.getSelf();
            List<ActorRef<BigMessage>> peers = new ArrayList<>(w.bigActors());
            return Behaviors.receiveMessage((BigMessage message) -> {
                switch (message) {
                    case Peers all -> {
                        peers.addAll(all.actors());
                        peers.get(w.peer(a, 0)).tell(new BigPing(w.ping(a, 0), me));
                    }
                    case BigPing ping -> {
                        tally.pingReceived(a, ping.id());
                        ping.replyTo().tell(new BigPong(ping.id()));
                    }
                    case BigPong pong -> {
                        int next = tally.pongReceived(a, pong.id());
                        if (next < w.bigPings()) {
                            peers.get(w.peer(a, next)).tell(new BigPing(w.ping(a, next), me));
                        } else if (tally.actorFinished(a)) {
                            parent.tell(Done.DONE);
                        }
                    }
                }
                return Behaviors.same();
            });
        }))));
        Peers all = new Peers(List.copyOf(actors));
        actors.forEach(actor -> actor.tell(all));
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
