package ringside.vertx.plain;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Ping-pong as a Vert.x user writes it, with no Ringside code: two verticles, an Integer each way on the event bus,
 * deployed once. It prints where Vert.x placed each verticle, the median and range of the measured rounds of round
 * trips, and their mean as one line {@code side-by-side figure <ms> ms/op}: the side-by-side runner
 * ({@code ./benchmark.sh side-by-side}, row vertx-pingpong) runs it pinned, beside Ringside's vertx/eventbus op, and
 * docs/side-by-side.md ("Multi-CPU costs") runs it by hand with taskset. Not a test.
 *
 * <p>Arguments: event loops (default 1), warm-up seconds (10), measured seconds (10), round trips per round
 * (20,000).
 */
public final class PlainPingPong {

    /** Answers every ping to the pinger's address. */
    static final class Ponger extends VerticleBase {
        Context context() {
            return context;
        }

        @Override
        public Future<?> start() {
            return vertx.eventBus().<Integer>consumer("pong", m -> vertx.eventBus().send("ping", m.body()))
                    .completion();
        }
    }

    /** Sends the next ping on each pong until a round's last, then completes that round. */
    static final class Pinger extends VerticleBase {
        private final int roundTrips;
        private CompletableFuture<Long> round;
        private long started;

        Pinger(int roundTrips) {
            this.roundTrips = roundTrips;
        }

        @Override
        public Future<?> start() {
            return vertx.eventBus().<Integer>consumer("ping", m -> {
                int next = m.body() + 1;
                if (next < roundTrips) {
                    vertx.eventBus().send("pong", next);
                } else {
                    round.complete(System.nanoTime() - started);
                }
            }).completion();
        }

        /** One round, started on the pinger's own event loop as any of its sends. */
        long round() throws Exception {
            CompletableFuture<Long> r = new CompletableFuture<>();
            context.runOnContext(v -> {
                round = r;
                started = System.nanoTime();
                vertx.eventBus().send("pong", 0);
            });
            return r.get(60, TimeUnit.SECONDS);
        }

        Context context() {
            return context;
        }
    }

    public static void main(String[] args) throws Exception {
        int loops = count(args, 0, "event loops", 1, 1);
        long warmUp = TimeUnit.SECONDS.toNanos(count(args, 1, "warm-up seconds", 10, 0));
        long measured = TimeUnit.SECONDS.toNanos(count(args, 2, "measured seconds", 10, 1));
        int roundTrips = count(args, 3, "round trips", 20_000, 1);
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(loops));
        try {
            Ponger ponger = new Ponger();
            Pinger pinger = new Pinger(roundTrips);
            join(vertx.deployVerticle(ponger));
            join(vertx.deployVerticle(pinger));
            System.out.println("ponger on " + onLoop(ponger.context()) + ", pinger on " + onLoop(pinger.context()));
            long end = System.nanoTime() + warmUp;
            while (System.nanoTime() < end) {
                pinger.round();
            }
            List<Long> ns = new ArrayList<>();
            end = System.nanoTime() + measured;
            do {
                ns.add(pinger.round());
            } while (System.nanoTime() < end);
            double mean = ns.stream().mapToLong(Long::longValue).average().orElseThrow();
            Collections.sort(ns);
            long median = ns.get(ns.size() / 2);
            System.out.printf(Locale.ROOT, "event loops %d, %d round trips, %d rounds: median %.2f ms (%d ns per"
                    + " message), range %.2f-%.2f ms%n", loops, roundTrips, ns.size(), median / 1e6,
                    median / (2L * roundTrips), ns.get(0) / 1e6, ns.get(ns.size() - 1) / 1e6);
            System.out.printf(Locale.ROOT, "side-by-side figure %.6g ms/op%n", mean / 1e6);
        } finally {
            join(vertx.close());
        }
    }

    /** Argument i, or its default; refused, naming it, unless a whole number of at least {@code min}. */
    static int count(String[] args, int i, String name, int fallback, int min) {
        if (args.length <= i) {
            return fallback;
        }
        try {
            int value = Integer.parseInt(args[i]);
            if (value >= min) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException(name + " (argument " + (i + 1) + "): a whole number >= " + min + ", not "
                + args[i]);
    }

    private static <T> T join(Future<T> f) throws Exception {
        return f.toCompletionStage().toCompletableFuture().get(60, TimeUnit.SECONDS);
    }

    /** The event loop thread a context runs on. */
    private static String onLoop(Context context) {
        CompletableFuture<String> name = new CompletableFuture<>();
        context.runOnContext(v -> name.complete(Thread.currentThread().getName()));
        return name.join();
    }
}
