package ringside.akka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The effective configuration sizes every pool to the run, with keys this Akka version really reads. */
class ActorVariantTest {
    private static final String DEFAULT = "akka.actor.default-dispatcher.fork-join-executor.";
    private static final String INTERNAL = "akka.actor.internal-dispatcher.fork-join-executor.";
    private static final List<ActorVariant> VARIANTS =
            new AkkaFramework().variants().stream().map(ActorVariant.class::cast).toList();

    /**
     * Typesafe config ignores a key nobody reads: every key we set must be in akka-actor's reference.conf, a
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
                        + ", which akka-actor " + reference.getString("akka.version") + " does not know");
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
                }
                assertEquals(Duration.ofMillis(100), c.getDuration("akka.scheduler.tick-duration"));
            }
        }
    }

    /**
     * Pekko 1.1+ caps a fork-join pool's threads with maximum-pool-size (set to the run in pekko-impl); Akka 2.6.21
     * has no such key, so its pools keep the JDK's cap (compensation threads for blocked workers; none block here).
     * If this fails, the Akka version built has the key: set it in ActorVariant.BASE as pekko-impl does.
     */
    @Test
    void akkaHasNoMaximumPoolSize() {
        Config c = ActorVariant.TYPED.config(2);
        assertFalse(c.hasPath(DEFAULT + "maximum-pool-size"), "akka-actor " + c.getString("akka.version"));
        assertFalse(c.hasPath(INTERNAL + "maximum-pool-size"), "akka-actor " + c.getString("akka.version"));
    }

    /**
     * Pekko 1.2+ can run a dispatcher on virtual threads (fork-join-executor.virtualize, pekko-impl's typed-virtual);
     * Akka 2.6.21 has neither that key nor a virtual-thread executor, so akka-impl has no such variant. If this fails,
     * the Akka version built has one: add the variant as pekko-impl does.
     */
    @Test
    void akkaHasNoVirtualThreadDispatcher() {
        Config reference = ConfigFactory.defaultReference();
        String version = "akka-actor " + reference.getString("akka.version");
        assertFalse(reference.hasPath(DEFAULT + "virtualize"), version);
        assertFalse(reference.hasPath("akka.actor.default-dispatcher.virtual-thread-executor"), version);
    }
}
