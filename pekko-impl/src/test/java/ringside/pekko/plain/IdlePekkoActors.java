package ringside.pekko.plain;

import org.apache.pekko.actor.AbstractActor;
import org.apache.pekko.actor.ActorRef;
import org.apache.pekko.actor.ActorSystem;
import org.apache.pekko.actor.PoisonPill;
import org.apache.pekko.actor.Props;
import org.apache.pekko.actor.typed.Behavior;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * A plain Pekko program, no Ringside code: n idle actors, heap in use after full collections with them waiting minus
 * before, per actor; 5 warm-up rounds, then 5 measured, as Ringside's footprint fork. Run from the module's test
 * classpath: {@code java -cp ... ringside.pekko.plain.IdlePekkoActors <classic|typed|typed-closure> <n>}. Forms:
 * classic actors from one shared {@code Props}, the form Akka's "2.5 million actors per GB" is stated for
 * (Pekko is the fork of Akka 2.6);
 * typed actors from one shared behavior; typed actors with a closure of their own (index, counters), as Ringside's are.
 * {@code -Dplain.holdSeconds=s} keeps the last round's actors idle for s seconds, for a class histogram
 * ({@code jcmd <pid> GC.class_histogram}).
 */
public final class IdlePekkoActors {
    private static CountDownLatch started;

    /** A classic actor that only waits: it stops on its first message. */
    static final class Idle extends AbstractActor {
        @Override
        public void preStart() {
            started.countDown();
        }

        @Override
        public Receive createReceive() {
            return receiveBuilder().matchAny(m -> getContext().stop(getSelf())).build();
        }
    }

    public static void main(String[] args) throws Exception {
        String form = args[0];
        int n = Integer.parseInt(args[1]);
        if (form.equals("classic")) {
            ActorSystem system = ActorSystem.create("plain");
            Props props = Props.create(Idle.class);
            rounds(n, count -> {
                List<ActorRef> refs = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    refs.add(system.actorOf(props));
                }
                return () -> refs.forEach(r -> r.tell(PoisonPill.getInstance(), ActorRef.noSender()));
            });
            system.terminate();
        } else {
            boolean closure = form.equals("typed-closure");
            org.apache.pekko.actor.typed.ActorSystem<Spawn> system = org.apache.pekko.actor.typed.ActorSystem.create(guardian(), "plain");
            rounds(n, count -> {
                CompletableFuture<List<org.apache.pekko.actor.typed.ActorRef<Integer>>> spawned = new CompletableFuture<>();
                system.tell(new Spawn(count, closure, spawned));
                List<org.apache.pekko.actor.typed.ActorRef<Integer>> refs = spawned.join();
                return () -> {
                    for (int i = 0; i < refs.size(); i++) {
                        refs.get(i).tell(i);
                    }
                };
            });
            system.terminate();
        }
    }

    /** Asks the guardian to spawn count typed children. */
    record Spawn(int count, boolean closure, CompletableFuture<List<org.apache.pekko.actor.typed.ActorRef<Integer>>> refs) {
    }

    /** Typed actors are spawned from an actor's context: here the guardian's, as anonymous children. */
    private static Behavior<Spawn> guardian() {
        Behavior<Integer> shared = Behaviors.setup(ctx -> {
            started.countDown();
            return Behaviors.receiveMessage(m -> Behaviors.stopped());
        });
        return Behaviors.receive((ctx, spawn) -> {
            List<org.apache.pekko.actor.typed.ActorRef<Integer>> refs = new ArrayList<>(spawn.count());
            AtomicInteger left = new AtomicInteger(spawn.count());
            for (int i = 0; i < spawn.count(); i++) {
                int me = i;
                refs.add(ctx.spawnAnonymous(!spawn.closure() ? shared : Behaviors.<Integer>setup(self -> {
                    started.countDown();
                    return Behaviors.receiveMessage(m -> {
                        if (m != me) {
                            throw new IllegalStateException("actor " + me + " got " + m);
                        }
                        left.decrementAndGet();
                        return Behaviors.stopped();
                    });
                })));
            }
            spawn.refs().complete(refs);
            return Behaviors.same();
        });
    }

    /** Each round: settle, create n, wait until all started, settle, measure, then stop them. */
    static void rounds(int n, IntFunction<Runnable> create) throws Exception {
        double[] measured = new double[5];
        for (int round = 0; round < 10; round++) {
            started = new CountDownLatch(n);
            long before = heapAfterGc();
            Runnable stop = create.apply(n);
            if (!started.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("not all actors started");
            }
            long during = heapAfterGc();
            double perActor = (double) (during - before) / n;
            System.out.printf("round %d: %.0f B/actor%n", round, perActor);
            if (round >= 5) {
                measured[round - 5] = perActor;
            }
            if (round == 9 && Long.getLong("plain.holdSeconds", 0) > 0) { // time for a class histogram (jcmd)
                System.out.println("holding the idle actors");
                Thread.sleep(1000 * Long.getLong("plain.holdSeconds"));
            }
            stop.run();
            Thread.sleep(2000); // the actors stop asynchronously
        }
        double mean = java.util.Arrays.stream(measured).average().orElseThrow();
        System.out.printf("heap per idle actor, mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)%n", mean,
                java.util.Arrays.stream(measured).min().orElseThrow(),
                java.util.Arrays.stream(measured).max().orElseThrow());
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
