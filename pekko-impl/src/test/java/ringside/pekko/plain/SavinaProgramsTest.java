package ringside.pekko.plain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.ConfigFactory;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.apache.pekko.actor.ActorSystem;

/** The Savina-shaped programs check their own results: a real op passes, a wrong count fails before any figure. */
class SavinaProgramsTest {

    @Test
    void theSieveFindsThePrimesAndRefusesAWrongCount() throws Exception {
        assertArrayEquals(new long[] {2262, 21171191}, SavinaSieve.primesBelow(20_000));
        long[] expected = SavinaSieve.primesBelow(500);
        ActorSystem system = ActorSystem.create("sieve-test", ConfigFactory.load());
        try {
            assertTrue(SavinaSieve.op(system, 500, expected) > 0);
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        }
        assertThrows(IllegalStateException.class,
                () -> SavinaSieve.check(new SavinaSieve.End(expected[0] - 1, expected[1], 10), expected));
        assertThrows(IllegalStateException.class,
                () -> SavinaSieve.check(new SavinaSieve.End(expected[0], expected[1] + 2, 10), expected));
    }

    @Test
    void bigEndsWithEveryPongAndRefusesAMissingOne() throws Exception {
        ActorSystem system = ActorSystem.create("big-test", ConfigFactory.load());
        try {
            assertTrue(SavinaBig.op(system, 8, 50) > 0);
        } finally {
            system.terminate();
            system.getWhenTerminated().toCompletableFuture().get(60, TimeUnit.SECONDS);
        }
        SavinaBig.Counts counts = new SavinaBig.Counts(2);
        counts.pingsReceived()[0] = 3;
        counts.pingsReceived()[1] = 3;
        counts.pongsReceived()[0] = 3;
        counts.pongsReceived()[1] = 2;
        assertThrows(IllegalStateException.class, () -> SavinaBig.check(counts, 2, 3));
        counts.pongsReceived()[1] = 3;
        SavinaBig.check(counts, 2, 3); // all there
        counts.wrongPongs().incrementAndGet();
        assertThrows(IllegalStateException.class, () -> SavinaBig.check(counts, 2, 3));
    }
}
