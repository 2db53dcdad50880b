package ringside.akka.plain;

import com.typesafe.config.ConfigFactory;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorSystem;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;

/**
 * Ping-pong in the shape of Akka's own TypedActorBenchmark echo pair at batch 1, with no Ringside code: a sender
 * and an echo that answers every message to the sender, one singleton message going each way at a time, on the
 * default dispatcher (a fork-join pool of the run's CPUs, throughput 5) and the default mailbox. One op spawns the
 * pair, makes the round trips, and stops it. The side-by-side runner ({@code ./benchmark.sh side-by-side}, row
 * akka-pingpong) runs it pinned, beside Ringside's op; it prints the mean of the measured ops as one line
 * {@code side-by-side figure <ms> ms/op}.
 *
 * <p>Arguments: parallelism, warm-up seconds, measured seconds, round trips.
 */
public final class EchoPair {

    /** The one message, sent as the benchmark sends it: the same instance every time. */
    enum Message {
        INSTANCE
    }

    /** Asks the guardian for one op: a new pair that makes {@code roundTrips} and then completes {@code done}. */
    record Start(int roundTrips, CompletableFuture<Integer> done) {
    }

    public static void main(String[] args) throws Exception {
        int parallelism = Integer.parseInt(args[0]);
        long warmUp = TimeUnit.SECONDS.toNanos(Long.parseLong(args[1]));
        long measured = TimeUnit.SECONDS.toNanos(Long.parseLong(args[2]));
        int roundTrips = Integer.parseInt(args[3]);
        ActorSystem<Start> system = ActorSystem.create(guardian(), "echo", ConfigFactory.parseString("""
                akka.actor.default-dispatcher {
                  executor = fork-join-executor
                  fork-join-executor { parallelism-min = %1$d, parallelism-max = %1$d, parallelism-factor = 1.0 }
                  throughput = 5
                }
                """.formatted(parallelism)).withFallback(ConfigFactory.load()));
        try {
            long end = System.nanoTime() + warmUp;
            while (System.nanoTime() < end) {
                op(system, roundTrips);
            }
            long ops = 0;
            long total = 0;
            end = System.nanoTime() + measured;
            do {
                total += op(system, roundTrips);
                ops++;
            } while (System.nanoTime() < end);
            System.out.println(ops + " measured ops of " + roundTrips + " round trips");
            System.out.printf(Locale.ROOT, "side-by-side figure %.6g ms/op%n", total / 1e6 / ops);
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        }
        System.exit(0);
    }

    /** One op's time in nanoseconds; fails unless the sender had every reply. */
    static long op(ActorSystem<Start> system, int roundTrips) throws Exception {
        long start = System.nanoTime();
        CompletableFuture<Integer> done = new CompletableFuture<>();
        system.tell(new Start(roundTrips, done));
        int replies = done.get(60, TimeUnit.SECONDS);
        long took = System.nanoTime() - start;
        if (replies != roundTrips) {
            throw new IllegalStateException(replies + " replies of " + roundTrips);
        }
        return took;
    }

    private static Behavior<Start> guardian() {
        return Behaviors.receive((context, start) -> {
            context.spawnAnonymous(sender(start));
            return Behaviors.same();
        });
    }

    /** Spawns its echo, sends the first message, and one more on each reply until the last; then stops, echo too. */
    private static Behavior<Message> sender(Start start) {
        return Behaviors.setup(context -> {
            ActorRef<Message> echo = context.spawnAnonymous(echo(context.getSelf()));
            echo.tell(Message.INSTANCE);
            int[] replies = {0};
            return Behaviors.receiveMessage(message -> {
                replies[0]++;
                if (replies[0] == start.roundTrips()) {
                    start.done().complete(replies[0]);
                    return Behaviors.stopped();
                }
                echo.tell(message);
                return Behaviors.same();
            });
        });
    }

    /** Answers every message to the one it was made for, as the benchmark's echo does (no sender in the message). */
    private static Behavior<Message> echo(ActorRef<Message> respondTo) {
        return Behaviors.receiveMessage(message -> {
            respondTo.tell(message);
            return Behaviors.same();
        });
    }
}
