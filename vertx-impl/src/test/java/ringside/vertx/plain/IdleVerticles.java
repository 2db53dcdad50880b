package ringside.vertx.plain;

import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.eventbus.MessageConsumer;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A plain Vert.x program, no Ringside code: n idle verticles, each with its own event-bus consumer waiting for one
 * message; heap in use after full collections with them waiting minus before, per verticle; 5 warm-up rounds, then
 * 5 measured, as Ringside's footprint fork. Not a test: run by hand from the module's test classpath,
 * {@code java -cp ... ringside.vertx.plain.IdleVerticles <form> <n> [event loops, default 1]}. Forms:
 * <ul>
 *   <li>{@code consumer}: one deployment of n instances, each registering {@code consumer(address)}, as Ringside's
 *       vertx/eventbus does;</li>
 *   <li>{@code localConsumer}: the same with {@code localConsumer(address)}, as vertx/eventbus-local does;</li>
 *   <li>{@code deployEach}: n deployments of one verticle each (each its own {@code consumer}), to show what a
 *       deployment of its own costs;</li>
 *   <li>{@code consumersOnly}: one verticle registering n consumers, to show what a consumer costs alone.</li>
 * </ul>
 * Each round then sends every consumer its index, checks it, and undeploys. {@code -Dplain.holdSeconds=s} keeps
 * the last round's verticles idle for s seconds, for a class histogram ({@code jcmd <pid> GC.class_histogram}).
 */
public final class IdleVerticles {
    private static final List<String> FORMS = List.of("consumer", "localConsumer", "deployEach", "consumersOnly");

    /** Counted down once per registered consumer and once per received message. */
    private static CountDownLatch registered;
    private static CountDownLatch received;

    /** A verticle whose consumers each wait for their own index. */
    static final class Idle extends VerticleBase {
        private final String prefix;
        private final int first;
        private final int count;
        private final boolean local;

        Idle(String prefix, int first, int count, boolean local) {
            this.prefix = prefix;
            this.first = first;
            this.count = count;
            this.local = local;
        }

        @Override
        public Future<?> start() {
            EventBus bus = vertx.eventBus();
            List<Future<Void>> all = new ArrayList<>(count);
            for (int i = first; i < first + count; i++) {
                int me = i;
                String address = prefix + me;
                MessageConsumer<Integer> consumer = local
                        ? bus.localConsumer(address, m -> receive(me, m.body()))
                        : bus.consumer(address, m -> receive(me, m.body()));
                all.add(consumer.completion().onSuccess(ok -> registered.countDown()));
            }
            return Future.all(all);
        }

        private static void receive(int me, int body) {
            if (body != me) {
                throw new IllegalStateException("consumer " + me + " got " + body);
            }
            received.countDown();
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || !FORMS.contains(args[0])) {
            throw new IllegalArgumentException("form (argument 1): one of " + FORMS + ", then n (argument 2)");
        }
        String form = args[0];
        int n = PlainPingPong.count(args, 1, "n", 0, 1);
        int loops = PlainPingPong.count(args, 2, "event loops", 1, 1);
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(loops));
        double[] measured = new double[5];
        for (int round = 0; round < 10; round++) {
            String prefix = "idle." + round + ".";
            registered = new CountDownLatch(n);
            received = new CountDownLatch(n);
            long before = heapAfterGc();
            List<String> deployments = deploy(vertx, form, prefix, n);
            if (!registered.await(120, TimeUnit.SECONDS)) {
                throw new IllegalStateException("not all consumers registered");
            }
            Thread.sleep(100);
            long during = heapAfterGc();
            double perVerticle = (double) (during - before) / n;
            System.out.printf("round %d: %.0f B/verticle%n", round, perVerticle);
            if (round >= 5) {
                measured[round - 5] = perVerticle;
            }
            if (round == 9 && Long.getLong("plain.holdSeconds", 0) > 0) { // time for a class histogram (jcmd)
                System.out.println("holding the idle verticles");
                Thread.sleep(1000 * Long.getLong("plain.holdSeconds"));
            }
            for (int i = 0; i < n; i++) {
                vertx.eventBus().send(prefix + i, i);
            }
            if (!received.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("not every consumer got its message");
            }
            Future.all(deployments.stream().map(vertx::undeploy).toList()).await(60, TimeUnit.SECONDS);
        }
        vertx.close().await(60, TimeUnit.SECONDS);
        System.out.printf("heap per idle verticle (%s), mean of 5 measured rounds: %.0f B (min %.0f, max %.0f)%n",
                form, Arrays.stream(measured).average().orElseThrow(), Arrays.stream(measured).min().orElseThrow(),
                Arrays.stream(measured).max().orElseThrow());
    }

    /**
     * Deploys the form's verticles and returns their deployment ids once every start() is over. Only the ids are
     * kept here (Vert.x holds the same strings): the verticles and the futures are Vert.x's alone.
     */
    private static List<String> deploy(Vertx vertx, String form, String prefix, int n) throws Exception {
        List<Future<String>> deployments = new ArrayList<>();
        switch (form) {
            case "consumer", "localConsumer" -> {
                boolean local = form.equals("localConsumer");
                int[] next = {0};
                deployments.add(vertx.deployVerticle(() -> new Idle(prefix, next[0]++, 1, local),
                        new DeploymentOptions().setInstances(n)));
            }
            case "deployEach" -> {
                for (int i = 0; i < n; i++) {
                    deployments.add(vertx.deployVerticle(new Idle(prefix, i, 1, false)));
                }
            }
            default -> deployments.add(vertx.deployVerticle(new Idle(prefix, 0, n, false)));
        }
        Future.all(deployments).await(120, TimeUnit.SECONDS);
        return deployments.stream().map(Future::result).toList();
    }

    private static long heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
