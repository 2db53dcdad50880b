package ringside.pekko;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The effective configuration sizes every pool to the run, with keys this Pekko version really reads. */
class ActorVariantTest {
    static final String DEFAULT = "pekko.actor.default-dispatcher.fork-join-executor.";
    static final String INTERNAL = "pekko.actor.internal-dispatcher.fork-join-executor.";
    static final List<ActorVariant> VARIANTS =
            new PekkoFramework().variants().stream().filter(ActorVariant.class::isInstance)
                    .map(ActorVariant.class::cast).toList();

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
}
