package ringside.workload;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadValidationTest {

    /** Plays the ring by its definition, one hop at a time. */
    private static RingResult simulate(RingWorkload w) {
        long[] counts = new long[w.workerCount()];
        int at = 0;
        for (int v = w.ringSize(); ; v--) {
            counts[at]++;
            if (v == 0) {
                return new RingResult(at, counts);
            }
            at = (at + 1) % w.workerCount();
        }
    }

    @Test
    void ringExpectationsMatchTheDefinition() {
        for (int workers : new int[] {2, 3, 7, 503}) {
            for (int hops : new int[] {1, 2, 7, 1000, 1006}) {
                RingWorkload w = new RingWorkload(workers, hops);
                assertDoesNotThrow(() -> w.validate(simulate(w)), w.toString());
            }
        }
    }

    @Test
    void ringRefusesWrongEnderAndLostOrExtraMessages() {
        RingWorkload w = new RingWorkload(3, 7);
        RingResult good = simulate(w);
        assertEquals(1, good.endedBy());
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(0, good.receiveCounts())));
        long[] dropped = good.receiveCounts().clone();
        dropped[2]--;
        InvalidResultException e = assertThrows(InvalidResultException.class,
                () -> w.validate(new RingResult(1, dropped)));
        assertTrue(e.getMessage().contains("worker 2 received"), e.getMessage());
        long[] moved = good.receiveCounts().clone();
        moved[0]++;
        moved[2]--; // same total, wrong worker
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(1, moved)));
        assertThrows(InvalidResultException.class, () -> w.validate(new RingResult(1, new long[2])));
    }

    @Test
    void pingPongNeedsBothCounts() {
        PingPongWorkload w = new PingPongWorkload(5);
        assertDoesNotThrow(() -> w.validate(new PingPongResult(5, 5)));
        assertThrows(InvalidResultException.class, () -> w.validate(new PingPongResult(5, 4)));
        assertThrows(InvalidResultException.class, () -> w.validate(new PingPongResult(4, 5)));
        assertEquals(10, w.messagesPerOp());
    }

    @Test
    void fanOutClosedFormMatchesTheSumItReplaces() {
        for (int messages : new int[] {1, 2, 3, 1000, 3_000_000}) { // 3e6: the sum wraps past 2^63
            long sum = 0;
            for (long x = 1; x <= messages; x++) {
                sum += FanOutWorkload.transform(x);
            }
            assertEquals(sum, new FanOutWorkload(4, messages).expectedSum(), "messages=" + messages);
        }
    }

    @Test
    void fanOutChecksCountSumAndShares() {
        FanOutWorkload w = new FanOutWorkload(3, 7); // shares 3, 2, 2
        long sum = w.expectedSum();
        assertDoesNotThrow(() -> w.validate(new FanOutResult(7, sum, new long[] {3, 2, 2})));
        assertThrows(InvalidResultException.class, () -> w.validate(new FanOutResult(6, sum, new long[] {3, 2, 2})));
        assertThrows(InvalidResultException.class, () -> w.validate(new FanOutResult(7, sum - 1, new long[] {3, 2, 2})));
        assertThrows(InvalidResultException.class, () -> w.validate(new FanOutResult(7, sum, new long[] {7, 0, 0})));
        FanOutWorkload wide = new FanOutWorkload(8, 1);
        assertDoesNotThrow(() -> wide.validate(new FanOutResult(1, 1, new long[] {1, 0, 0, 0, 0, 0, 0, 0})));
    }

    @Test
    void sizesAreRefusedWithTheParameterName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new RingWorkload(1, 10));
        assertTrue(e.getMessage().startsWith("workerCount:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new RingWorkload(2, 0));
        assertThrows(IllegalArgumentException.class, () -> new PingPongWorkload(0));
        assertThrows(IllegalArgumentException.class, () -> new FanOutWorkload(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new FanOutWorkload(1, -1));
    }

    @Test
    void workloadsFindTheirBenchmarksAndCountMessages() throws Exception {
        for (Workload w : Workload.values()) {
            Class.forName(w.benchmarkClass()); // the names the launcher includes must be real classes
            assertEquals(w, Workload.byBenchmark(w.benchmarkClass() + "." + w.publicName()));
        }
        assertEquals(1001, Workload.RING.messagesPerOp(Map.of("workerCount", "3", "ringSize", "1000")));
        assertEquals(20, Workload.FANOUT.messagesPerOp(Map.of("fanOutWorkers", "3", "fanOutMessages", "10")));
    }
}
