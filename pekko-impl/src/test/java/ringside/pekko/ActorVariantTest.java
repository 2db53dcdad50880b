package ringside.pekko;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.pekko.actor.typed.ActorSystem;
import org.apache.pekko.actor.typed.javadsl.Behaviors;
import org.junit.jupiter.api.Test;

/** The effective configuration sizes every pool to the run, with keys this Pekko version really reads. */
class ActorVariantTest {
    private static final String DEFAULT = "pekko.actor.default-dispatcher.fork-join-executor.";
    private static final String INTERNAL = "pekko.actor.internal-dispatcher.fork-join-executor.";
    private static final List<ActorVariant> VARIANTS =
            new PekkoFramework().variants().stream().map(ActorVariant.class::cast).toList();

    /**
     * Typesafe config ignores a key nobody reads: every key we set must be in pekko-actor's reference.conf, a
     * dispatcher's either in its own section or in the default dispatcher's (every dispatcher falls back to it).
     */
    @Test
    void setsOnlyKeysOfTheReferenceConfiguration() {
        Config reference = ConfigFactory.defaultReference();
        for (ActorVariant variant : VARIANTS) {
            Config ours = ConfigFactory.parseString(variant.tuning())
                    .withFallback(ConfigFactory.parseString(ActorVariant.BASE.formatted(3)));
            for (Map.Entry<String, ?> entry : ours.entrySet()) {
                String key = entry.getKey();
                String inDefault = key.replace(INTERNAL, DEFAULT);
                assertTrue(reference.hasPath(key) || reference.hasPath(inDefault), variant.name() + " sets " + key
                        + ", which pekko-actor " + reference.getString("pekko.version") + " does not know");
            }
        }
    }

    @Test
    void sizesBothDispatchersToTheRun() {
        for (int p : new int[] {1, 2, 5}) {
            for (ActorVariant variant : VARIANTS) {
                Config c = variant.config(p);
                for (String pool : List.of(DEFAULT, INTERNAL)) {
                    assertEquals(p, c.getInt(pool + "parallelism-min"), pool);
                    assertEquals(p, c.getInt(pool + "parallelism-max"), pool);
                    assertEquals(1.0, c.getDouble(pool + "parallelism-factor"), pool);
                    assertEquals(p, c.getInt(pool + "maximum-pool-size"), pool + ": no compensation threads beyond p");
                    assertEquals(0, c.getInt(pool + "minimum-runnable"), pool + ": so no compensation is attempted");
                }
                assertEquals(Duration.ofMillis(100), c.getDuration("pekko.scheduler.tick-duration"));
            }
        }
    }

    /**
     * Only typed-virtual runs actors on virtual threads, and their carriers are the default dispatcher's own pool
     * (so the run's p threads, named by Pekko), not the JDK's shared virtual-thread scheduler.
     */
    @Test
    void onlyTypedVirtualRunsActorsOnVirtualThreadsCarriedByTheDispatchersPool() throws Exception {
        for (ActorVariant variant : VARIANTS) {
            CompletableFuture<Thread> thread = new CompletableFuture<>();
            ActorSystem<Void> system = ActorSystem.create(Behaviors.setup(ctx -> {
                thread.complete(Thread.currentThread());
                return Behaviors.empty();
            }), "virtual-check", variant.config(2));
            try {
                Thread ran = thread.get(10, TimeUnit.SECONDS);
                assertEquals(variant == ActorVariant.TYPED_VIRTUAL, ran.isVirtual(), variant.name() + " ran on " + ran);
                if (ran.isVirtual()) {
                    assertTrue(ran.toString().contains("virtual-check-pekko.actor.default-dispatcher"),
                            "carried by the default dispatcher's pool: " + ran);
                }
            } finally {
                system.terminate();
                system.getWhenTerminated().toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
        }
    }
}
