package ringside.akka;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static ringside.akka.ActorVariantTest.DEFAULT;
import static ringside.akka.ActorVariantTest.INTERNAL;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import org.junit.jupiter.api.Test;

/** Keys pekko-impl sets that the Akka version built here lacks: the pool cap, and virtualize (for typed-virtual). */
class AkkaLacksPekkoKeysTest {
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
