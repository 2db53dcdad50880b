package ringside.akka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Artery's configuration: keys this Akka version reads, its own pool sized to the run, loopback only. */
class ArteryRemotingTest {
    private static final String REMOTE_POOL = "akka.remote.default-remote-dispatcher.fork-join-executor.";

    /**
     * Every key set is in the reference configuration (akka-actor's and akka-remote's), a dispatcher key either in
     * its own section or in the default dispatcher's; the serializer's name and binding are ours by design.
     */
    @Test
    void setsOnlyKeysOfTheReferenceConfiguration() {
        Config reference = ConfigFactory.defaultReference();
        Config ours = ConfigFactory.parseString(ArteryRemoting.ARTERY.formatted("127.0.0.1", 0, 3));
        for (Map.Entry<String, ?> entry : ours.entrySet()) {
            String key = entry.getKey();
            if (key.startsWith("akka.actor.serializers.") || key.startsWith("akka.actor.serialization-bindings.")) {
                continue;
            }
            String inDefault = key.replace(REMOTE_POOL, "akka.actor.default-dispatcher.fork-join-executor.");
            assertTrue(reference.hasPath(key) || reference.hasPath(inDefault), "sets " + key + ", which akka "
                    + reference.getString("akka.version") + " does not know");
        }
    }

    @Test
    void sizesArterysPoolToTheRunAndListensOnlyWhereTold() {
        for (int p : new int[] {1, 2, 5}) {
            Config c = new ArteryRemoting(ActorVariant.TYPED).config("127.0.0.1", 0, p);
            assertEquals(p, c.getInt(REMOTE_POOL + "parallelism-min"));
            assertEquals(p, c.getInt(REMOTE_POOL + "parallelism-max"));
            assertEquals(p, c.getInt("akka.actor.default-dispatcher.fork-join-executor.parallelism-max"));
            assertEquals(1, c.getInt("akka.remote.artery.advanced.inbound-lanes"));
            assertEquals(131072, c.getInt("akka.remote.artery.advanced.outbound-message-queue-size"));
            assertEquals("tcp", c.getString("akka.remote.artery.transport"));
            assertEquals("127.0.0.1", c.getString("akka.remote.artery.canonical.hostname"));
            assertEquals("", c.getString("akka.remote.artery.bind.hostname"), "bind: the canonical address");
            assertEquals("off", c.getString("akka.actor.allow-java-serialization"));
        }
    }
}
