package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Big's peer checksum, which the reference programs compare their own peer sequence with. */
class BigWorkloadTest {
    @Test
    void withTwoActorsEachPingGoesToTheOtherSoTheCheckIsActorZerosIdsPlusOne() {
        BigWorkload w = new BigWorkload(2, 100);
        assertEquals(1, w.peer(0, 7));
        assertEquals(0, w.peer(1, 7));
        // actor 0's pings go to 1 with ids 0..99; actor 1's go to 0 and add nothing
        assertEquals(100L * 101 / 2, w.peerCheck());
    }

    @Test
    void theCheckIsTheSumModuloTwoToTheSixtyFourOfEveryPeerTimesItsIdPlusOne() {
        BigWorkload w = new BigWorkload(64, 10_000);
        BigInteger sum = BigInteger.ZERO;
        for (int a = 0; a < w.bigActors(); a++) {
            for (int k = 0; k < w.bigPings(); k++) {
                sum = sum.add(BigInteger.valueOf(w.peer(a, k)).multiply(BigInteger.valueOf(w.ping(a, k) + 1)));
            }
        }
        BigInteger wrapped = sum.mod(BigInteger.ONE.shiftLeft(64));
        assertEquals(wrapped.toString(), Long.toUnsignedString(w.peerCheck()));
        assertNotEquals(new BigWorkload(64, 9_999).peerCheck(), w.peerCheck(), "another sequence, another check");
    }
}
